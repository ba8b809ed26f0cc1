// Prohlášení o přístupnosti: the accessibility statement in Czech, section for section as accessibility.ts.
// Keep the two saying the same thing.
import { company } from "./company";
import { czechTexts } from "./typography";
import type { PolicySection } from "./privacy";

export const accessibilityStatementDateCs = "23. listopadu 2026";

export const accessibilityIntroCs: string[] = czechTexts([
  `Společnost ${company.legalName} chce, aby tento web mohl používat každý: lidé, kteří ovládají počítač jen klávesnicí, používají odečítač obrazovky, zvětšení nebo lupu prohlížeče, vlastní barvy či malý telefon. Toto prohlášení popisuje, nakolik web tento cíl splňuje, jak jsme to ověřili, co podle nás ještě chybí a jak nám můžete problém nahlásit.`,
]);

export const accessibilitySectionsCs: PolicySection[] = czechTexts([
  {
    id: "standard",
    title: "Standard",
    blocks: [
      "Usilujeme o splnění Pravidel pro přístupnost webového obsahu (WCAG) 2.2 na úrovni AA, na kterou odkazuje evropská norma EN 301 549.",
      "Web je se standardem WCAG 2.2 na úrovni AA částečně v souladu: splňuje jej až na omezení uvedená níže.",
    ],
  },
  {
    id: "how-we-checked",
    title: "Jak jsme to ověřili",
    blocks: [
      "Automatické testy webu kontrolují v prohlížeči Chromium každou stránku v češtině i angličtině, včetně stránek seznamu článků blogu, článku, chybějícího článku a stránky „nenalezeno“:",
      {
        items: [
          "Automatická pravidla (axe-core) pro WCAG 2.0, 2.1 a 2.2 na úrovních A a AA.",
          "Přizpůsobení obsahu: při šířce 320 CSS pixelů, která odpovídá 400% zvětšení na notebooku, se žádná stránka neposouvá do strany a žádný text se neořízne. Široké tabulky v článcích se posouvají ve vlastní oblasti, do které se lze dostat a posouvat ji klávesnicí.",
          "Rozestupy textu: při výšce řádku 1,5, rozestupu odstavců dvojnásobku velikosti písma, rozestupu písmen 0,12 a slov 0,16 velikosti písma se žádný text neořízne ani nepřekrývá jiný. Pouze nadpisy a souhrny na kartách článků se záměrně zkracují na dva a tři řádky; celý text je v samotném článku.",
          "Velikost textu: při zdvojnásobení velikosti písma v prohlížeči (200 %) se nic neořízne, nepřekrývá ani nevyžaduje posouvání do strany.",
          "Velikost cílů: každé tlačítko a odkaz mimo běžný text má alespoň 24 × 24 pixelů, nebo je od sousedních dostatečně vzdálený.",
          "Zaměření klávesnicí: při procházení každé stránky klávesami Tab a Shift+Tab má zaměřený prvek vždy viditelný obrys a nikdy ho celý nezakrývá pevné záhlaví ani lišta o cookies.",
          "Ovládání klávesnicí: lištu o cookies, blog (jeho články i tlačítka stránkování) a prohlížeč PDF lze od začátku do konce ovládat jen klávesnicí.",
          "Omezení pohybu: když Váš systém žádá o omezení pohybu, nepřehrávají se žádné animace ani přechody.",
          "Vynucené barvy (například kontrastní motivy Windows): obrysy zaměření i tlačítek zůstávají viditelné.",
        ],
      },
      "Před zveřejněním změny si navíc stránky prohlížíme v šířkách 320, 375, 768 a 1280 pixelů.",
    ],
  },
  {
    id: "known-limitations",
    title: "Známá omezení",
    blocks: [
      {
        items: [
          "Výzkumný dokument pod každým článkem se zobrazuje jako obrázky jeho stran. Prohlížeč PDF vykresluje každou stranu jako obrázek bez textové vrstvy, takže odečítač obrazovky oznámí jen název dokumentu a číslo strany a text nelze samostatně vybrat, prohledávat ani zvětšit. Odkaz „Stáhnout“ nad prohlížečem Vám dá samotný soubor PDF: obsahuje skutečný text s nastaveným názvem a jazykem, takže ho přečte Váš vlastní prohlížeč PDF i odečítač obrazovky. Soubor není tagovaný, jeho nadpisy, tabulky a obrázky tedy nejsou jako takové označeny; potřebujete-li dokument v jiné podobě, napište nám a pošleme Vám ji.",
          "Články blogu píší naši zaměstnanci a obrázky v nich popisují jejich autoři; narazíte-li na obrázek bez užitečného popisu, dejte nám prosím vědět.",
          "Web zatím netestovali lidé, kteří odečítače obrazovky nebo jiné asistivní technologie používají v každodenním životě.",
          "Články, které zatím existují jen v angličtině, se na českém blogu zobrazují v angličtině a jsou tak i označeny, aby je odečítač obrazovky přečetl správnou výslovností.",
        ],
      },
    ],
  },
  {
    id: "feedback",
    title: "Zpětná vazba a kontakt",
    blocks: [
      "Pokud je pro Vás něco na tomto webu obtížně použitelné nebo potřebujete jeho obsah v jiné podobě, kontaktujte nás prosím. Uveďte adresu stránky a co jste se snažili udělat.",
    ],
  },
  {
    id: "about-this-statement",
    title: "O tomto prohlášení",
    blocks: [
      `Toto prohlášení bylo vypracováno ${accessibilityStatementDateCs} na základě výsledků výše popsaných testů, které jsou součástí automatické sady testů webu.`,
    ],
  },
]);
