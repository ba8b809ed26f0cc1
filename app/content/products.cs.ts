// The products in Czech: the same six, in the same order, with the same ids and pictures (a test checks).
import { czechTexts } from "./typography";
import type { Product } from "./products";

export const productsCs: Product[] = czechTexts([
  {
    id: 1,
    name: "Multispin",
    summary: "Multimodální laboratorní zvlákňovací jednotka pro pokročilá nanovlákna.",
    description:
      "Multimodální laboratorní jednotka pro elektrostatické zvlákňování pokročilých nanovláken. Jehlové, bezjehlové i koaxiální zvlákňování v jedné uzavřené komoře: laboratoř tak přejde od prvních pokusů s polymerem k reprodukovatelným šaržím nosičů, aniž by musela měnit přístroj.",
    image: "/images/products/multispin.svg",
    imageAlt:
      "Schéma zvlákňovací jednotky: injekční pumpa dávkuje roztok do jehly, proud polymeru pod vysokým napětím míří k rotujícímu válcovému kolektoru",
    features: [
      "Jehlový, bezjehlový a koaxiální (jádro–plášť) režim zvlákňování",
      "Bipolární vysokonapěťový zdroj 0–60 kV s jemnou regulací",
      "Plochý kolektor, rotující válec a trn až do 3 000 ot./min",
      "Průměr vláken přibližně od 80 nm do 5 µm",
      "Komora s řízenou vlhkostí a teplotou a záznamem průběhu",
    ],
  },
  {
    id: 2,
    name: "VitaNail",
    summary: "Přípravek pro regeneraci nehtů na bázi nanovláken.",
    description:
      "Přípravek pro regeneraci nehtů na bázi nanovláken. Tenká prodyšná vrstva vláken přidržuje u nehtové ploténky látky podporující tvorbu keratinu a přes noc je postupně uvolňuje. Pomáhá tak lámavým, roztřepeným a poškozeným nehtům.",
    image: "/images/products/vitanail.cs.svg",
    imageAlt: "Ilustrace konečku prstu, jehož nehet pokrývá tenká vrstva nanovláken uvolňující účinné látky",
    features: [
      "Nanovlákenný nosič s biotinem, panthenolem a kyselinou hyaluronovou",
      "Postupné uvolňování účinných látek po dobu 8–12 hodin",
      "Prodyšná průhledná vrstva, která přilne k nehtové ploténce",
      "Ve vodě rozpustný nosič, stačí opláchnout – bez odlakovače",
      "Kosmetická péče o lámavé, roztřepené a poškozené nehty",
    ],
  },
  {
    id: 3,
    name: "Nanoiodine",
    summary: "Nanovlákna s řízeným uvolňováním jódu pro antimikrobiální ochranu.",
    description:
      "Řízené uvolňování jódu pro antimikrobiální ochranu. Jód vázaný v polymerní nanovlákenné matrici se uvolňuje rovnoměrně a udržuje na povrchu rány širokospektrý antimikrobiální účinek – bez zabarvení a podráždění, které způsobuje vysoká počáteční dávka.",
    image: "/images/products/nanoiodine.svg",
    imageAlt:
      "Ilustrace nanovláken nesoucích částice jódu a vedle nich plochá křivka dlouhodobého uvolňování",
    features: [
      "Povidon-jód vázaný v elektrostaticky zvlákněných polymerních nanovláknech",
      "Postupné uvolňování až 72 hodin místo jednorázového nárazu",
      "Široké spektrum účinku proti bakteriím, kvasinkám a virům",
      "Vysoká pórovitost zachovává prodyšnost krytí",
      "Pro krytí ran, obličejové roušky a ochranné textilie",
    ],
  },
  {
    id: 4,
    name: "Vstřebatelné nosiče",
    summary: "Nanovlákenné a 3D nosiče, které vedou regeneraci tkáně a pak se rozloží.",
    description:
      "Nanovlákenné a trojrozměrně strukturované nosiče, které podporují regeneraci tkáně a poté se v těle bezpečně rozloží. Orientaci vláken, pórovitost i dobu rozkladu ladíme podle tkáně, kterou mají pomoci obnovit.",
    image: "/images/products/scaffolds.svg",
    imageAlt: "Ilustrace pórovité trojrozměrné mřížky nosiče, na jejíž vlákna přisedají buňky",
    features: [
      "Z PCL, PLA, PLGA, želatiny, kolagenu nebo jejich směsí",
      "Náhodně uspořádaná i orientovaná vlákna napodobující mezibuněčnou hmotu",
      "Propojená pórovitost nad 80 % pro prorůstání buněk",
      "Doba rozkladu nastavitelná od několika týdnů po více než rok",
      "Vhodné ke sterilizaci etylenoxidem nebo zářením gama",
    ],
  },
  {
    id: 5,
    name: "Systémy pro uvolňování léčiv",
    summary: "Nosiče, které uvolňují účinné molekuly navrženou rychlostí.",
    description:
      "Nosiče, které uvolňují účinné molekuly na správném místě, správnou rychlostí a ve správný čas. Koaxiální vlákna, nanočástice a vrstvené filmy navrhujeme na cílový profil uvolňování a ověřujeme disolučními testy in vitro.",
    image: "/images/products/drug-delivery.cs.svg",
    imageAlt:
      "Ilustrace vláken typu jádro–plášť uvolňujících molekuly léčiva a graf řízeného uvolňování v čase",
    features: [
      "Vlákna jádro–plášť pro prodloužené a opožděné uvolňování",
      "Malé molekuly, peptidy, růstové faktory i antibiotika",
      "Profily uvolňování od několika hodin po několik týdnů",
      "Menší počáteční nárazové uvolnění než u vláken ze směsí",
      "Kinetika uvolňování ověřená in vitro u každé formulace",
    ],
  },
  {
    id: 6,
    name: "Pokročilé hydrogely",
    summary: "Polymerní sítě bohaté na vodu pro péči o rány a kultivaci buněk.",
    description:
      "Polymerní sítě bohaté na vodu pro péči o rány, kultivaci buněk a injekční terapie. Tuhost, bobtnání a rozklad určuje volba polymeru a síťování; pro vyšší pevnost lze hydrogely kombinovat s nanovlákny.",
    image: "/images/products/hydrogels.svg",
    imageAlt: "Ilustrace zesíťované polymerní sítě, která zadržuje molekuly vody – struktura hydrogelu",
    features: [
      "Na bázi želatiny, kyseliny hyaluronové, alginátu nebo PEG",
      "Obsah vody nad 90 % a nastavitelná tuhost",
      "Injekční přípravky gelující přímo v místě aplikace",
      "Kompozity vyztužené nanovlákny pro mechanickou pevnost",
      "Mohou nést léčiva, růstové faktory nebo živé buňky",
    ],
  },
]);
