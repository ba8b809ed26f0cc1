// The pages without parameters in Czech, under their Czech addresses (app/lib/i18n.ts): what pages.ts says of
// the English ones. Loaded with the rest of the Czech copy (czech.ts).
import { czechTexts } from "./typography";
import { company } from "./company";
import { cs } from "./messages/cs";
import type { PageFacts } from "./pages";

/** The same pages in Czech, under their Czech addresses (app/lib/i18n.ts). */
export const pagesCs = czechTexts({
  "/cs": {
    title: `Inovace v biomateriálech | ${company.brand}`,
    description:
      "Nanovlákna, systémy pro řízené uvolňování léčiv a vstřebatelné nosiče pro tkáňové inženýrství: výzkum a vývoj materiálů z Prahy.",
    card: {
      eyebrow: "Nanovlákna a biomateriály pro medicínu",
      title: "Inovace v biomateriálech",
      subtitle: "Nanovlákna, systémy pro uvolňování léčiv a vstřebatelné nosiče pro tkáňové inženýrství.",
    },
  },
  "/cs/produkty": {
    title: "Produkty",
    description:
      "Zvlákňovací jednotka Multispin, VitaNail, Nanoiodine, vstřebatelné nosiče, systémy pro uvolňování léčiv a hydrogely: naše nanovlákenné produkty.",
    card: {
      eyebrow: "Produkty",
      title: "Naše produkty",
      subtitle: "Multispin, VitaNail, Nanoiodine, nosiče buněk, systémy pro uvolňování léčiv a hydrogely.",
    },
  },
  "/cs/blog": {
    title: cs.blog.title,
    description: `${cs.blog.subtitle}.`,
    card: { eyebrow: cs.blog.title, title: cs.blog.title, subtitle: `${cs.blog.subtitle}.` },
  },
  "/cs/kontakt": {
    title: "Kontaktujte nás",
    description: `Máte dotaz k našemu výzkumu, produktům nebo ke spolupráci? Napište společnosti ${company.legalName} do Prahy.`,
    card: {
      eyebrow: "Kontakt",
      title: "Kontaktujte nás",
      subtitle: "Výzkum, produkty nebo spolupráce: napište našemu týmu v Praze.",
    },
  },
  "/cs/zasady-ochrany-osobnich-udaju": {
    title: "Zásady ochrany osobních údajů",
    description: `Jak ${company.legalName} zpracovává osobní údaje podle GDPR: Vaše práva, jak dlouho údaje uchováváme a jak kontaktovat pověřence.`,
    card: {
      eyebrow: "Právní informace",
      title: "Zásady ochrany osobních údajů",
      subtitle: "Jak zpracováváme osobní údaje podle GDPR a jaká máte práva.",
    },
  },
  "/cs/pristupnost": {
    title: "Prohlášení o přístupnosti",
    description: `Jak přístupný je web ${company.brand}: standard WCAG 2.2 AA, jak ho testujeme, známá omezení a jak nám nahlásit problém.`,
    card: {
      eyebrow: "Právní informace",
      title: "Prohlášení o přístupnosti",
      subtitle: "WCAG 2.2 AA: jak web testujeme, co ještě chybí a jak nám dát vědět.",
    },
  },
}) satisfies Record<string, PageFacts>;
