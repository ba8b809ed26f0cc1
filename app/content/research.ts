// The company's five research areas, shown on the home page.
import { englishTexts } from "./typography";
import type { Locale } from "~/content/locales";
import { czechContent } from "./czech-loader";

type ResearchIcon = "fiber" | "layers" | "droplet" | "scaffold" | "release";

export type ResearchArea = {
  title: string;
  description: string;
  icon: ResearchIcon;
};

export const researchAreas: ResearchArea[] = englishTexts([
  {
    title: "Monolithic nanofibers",
    description:
      "Single-polymer fibres spun from PCL, PLA, polyamide or gelatin, with diameter, alignment and porosity controlled for each application.",
    icon: "fiber",
  },
  {
    title: "Advanced nanofibers",
    description:
      "Core-shell, multilayer and composite fibres that combine materials and carry active substances inside the fibre itself.",
    icon: "layers",
  },
  {
    title: "Hydrogels and foams",
    description:
      "Highly porous, water-rich materials for wound care and cell culture, alone or reinforced with nanofibers.",
    icon: "droplet",
  },
  {
    title: "Advanced scaffolds for biomedicine",
    description:
      "Bioresorbable 3D structures that guide cells during tissue regeneration and degrade once the new tissue has formed.",
    icon: "scaffold",
  },
  {
    title: "Regulated delivery of molecules",
    description:
      "Carriers that release drugs, growth factors or antimicrobials at a designed rate, from hours to weeks.",
    icon: "release",
  },
]);

/** The research areas in a language; the Czech ones live in research.cs.ts. */
export const researchAreasFor = (locale: Locale): ResearchArea[] =>
  locale === "cs" ? czechContent().researchAreas : researchAreas;
