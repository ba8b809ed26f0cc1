// The research areas in Czech, in the same order and with the same icons as research.ts (a test checks).
import { czechTexts } from "./typography";
import type { ResearchArea } from "./research";

export const researchAreasCs: ResearchArea[] = czechTexts([
  {
    title: "Monolitická nanovlákna",
    description:
      "Vlákna z jediného polymeru – PCL, PLA, polyamidu nebo želatiny – s průměrem, orientací a pórovitostí nastavenými pro každé použití.",
    icon: "fiber",
  },
  {
    title: "Pokročilá nanovlákna",
    description:
      "Vlákna typu jádro–plášť, vícevrstvá a kompozitní vlákna, která kombinují materiály a nesou účinné látky přímo uvnitř vlákna.",
    icon: "layers",
  },
  {
    title: "Hydrogely a pěny",
    description:
      "Vysoce pórovité materiály bohaté na vodu pro péči o rány a kultivaci buněk, samostatně i vyztužené nanovlákny.",
    icon: "droplet",
  },
  {
    title: "Pokročilé nosiče pro biomedicínu",
    description:
      "Vstřebatelné 3D struktury, které vedou buňky při regeneraci tkáně a rozloží se, jakmile se vytvoří nová tkáň.",
    icon: "scaffold",
  },
  {
    title: "Řízené uvolňování molekul",
    description:
      "Nosiče, které uvolňují léčiva, růstové faktory nebo antimikrobiální látky navrženou rychlostí – od hodin po týdny.",
    icon: "release",
  },
]);
