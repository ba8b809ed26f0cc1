// Every Czech text of the site's interface: the same keys as en.ts (the type check holds the two together).
// Write ordinary spaces: czechTexts() adds the non-breaking ones Czech typography asks for.
import { company } from "../company";
import { czechTexts } from "../czech-typography";
import type { Messages } from "./index";

const BLOG_SUBTITLE =
  "Poznatky, novinky a objevy z nanovlákenných technologií a vědy o biomateriálech";

export const cs: Messages = czechTexts({
  switchTo: "English",
  switchToShort: "EN",
  switchToLabel: "Switch to English",
  skipLink: "Přejít na obsah",
  header: {
    nav: "Hlavní nabídka",
    homeLink: `${company.brand}, úvodní stránka`,
    home: "Úvod",
    products: "Produkty",
    blog: "Blog",
    contact: "Kontakt",
  },
  footer: {
    contact: "Kontakt",
    privacy: "Zásady ochrany osobních údajů",
    accessibility: "Prohlášení o přístupnosti",
    companyDetails: "Údaje o společnosti",
    companyId: "IČO:",
    vatId: "DIČ:",
    partners: "Výzkumní partneři",
    rights: "Všechna práva vyhrazena.",
  },
  cookies: {
    label: "Souhlas s cookies",
    text: "Naše webové stránky používají cookies, abychom Vám mohli nabídnout lepší zážitek. Kliknutím na „Přijmout“ s jejich používáním souhlasíte.",
    learnMore: "Více informací",
    learnMoreHidden: " o cookies v našich zásadách ochrany osobních údajů",
    decline: "Odmítnout",
    accept: "Přijmout",
  },
  toaster: "Oznámení",
  errorPage: {
    title: "Neočekávaná chyba aplikace",
    text: "Na naší straně se něco pokazilo. Načtěte prosím stránku znovu, nebo se vraťte později.",
    home: "Zpět na úvodní stránku",
  },
  notFound: {
    title: "Stránka nenalezena",
    code: "404",
    text: "Jejda! Tuto stránku jsme nenašli",
    home: "Zpět na úvodní stránku",
    description: `Stránka, kterou hledáte, neexistuje. Vraťte se na úvodní stránku ${company.brand}.`,
  },
  home: {
    heroEyebrow: "Nanovlákna · Biomateriály · Řízené uvolňování léčiv",
    heroTitle: "Inovace v biomateriálech",
    heroSubtitle:
      "Odborný výzkum a vývoj materiálů pro biomedicínu, kosmetiku, zdravotnictví a bezpečnost.",
    heroProducts: "Prohlédněte si naše produkty",
    heroContact: "Napište nám",
    aboutEyebrow: "O nás",
    aboutTitle: "Materiály, které pomáhají tělu se hojit",
    aboutMission:
      "Naším posláním je vyvíjet pokročilé systémy pro řízené uvolňování léčiv v kombinaci s biologicky vstřebatelnými nosiči pro tkáňové inženýrství: materiály, které podpoří regeneraci, dodají tkáni to, co potřebuje, a pak beze stopy zmizí.",
    aboutTeam:
      "Náš tým materiálových vědců, chemiků a biologů proměňuje nanovlákennou technologii v produkty – od laboratorních přístrojů po péči o rány a kosmetiku. S českými univerzitami a výzkumnými ústavy přitom úzce spolupracuje od prvního pokusu až po hotový výrobek.",
    figureResearch: "oblastí výzkumu",
    figureProducts: "produktů a platforem",
    figurePartners: "akademičtí partneři",
    teamAlt:
      "Ilustrace našeho výzkumného týmu v laboratoři: jedna výzkumnice u mikroskopu, druhá prochází výsledky na tabletu, třetí pracuje u zvlákňovacího zařízení",
    productsEyebrow: "Co vyrábíme",
    productsTitle: "Klíčové produkty",
    productsLead: "Od přístroje, který vlákna zvlákňuje, po přípravky, které nesou účinné látky.",
    learnMore: "Více o produktu →",
    allProducts: "Zobrazit všechny produkty",
    researchEyebrow: "Výzkum a vývoj",
    researchTitle: "Náš výzkum",
    researchLead: "Pět oblastí, ve kterých vyvíjíme nové materiály, často společně s našimi akademickými partnery.",
    blogEyebrow: "Výzkumný blog",
    blogTitle: "Novinky z našeho blogu",
    blogLead: "Zprávy a poznatky z naší laboratoře a ze spolupráce s výzkumnými partnery.",
    allPosts: "Zobrazit všechny články",
  },
  products: {
    eyebrow: "Produkty",
    title: "Naše produkty",
    intro:
      "Každý náš produkt vzniká v naší laboratoři: nanovlákna, nosiče buněk, hydrogely a nosiče léčiv pro biomedicínu, kosmetiku, zdravotnictví a bezpečnost – a k nim i zařízení, na kterých je vyrábíme.",
    ctaTitle: "Hledáte materiál, který zde nenajdete?",
    ctaText:
      "Nanovlákna, nosiče a systémy pro uvolňování látek vyvíjíme s partnery i na míru. Napište nám, co potřebujete.",
    ctaButton: "Napište nám",
    featuresOf: (name: string) => `Vlastnosti produktu ${name}`,
  },
  contact: {
    eyebrow: "Kontakt",
    title: "Kontaktujte nás",
    intro:
      "Máte dotaz k našemu výzkumu, produktům nebo k možné spolupráci? Napište nám a ozve se Vám ten, kdo Vám nejlépe poradí.",
    location: "Kde nás najdete",
    companyId: "IČO:",
    vatId: "DIČ:",
  },
  legal: {
    eyebrow: "Právní informace",
    toc: "Obsah stránky",
    effectiveFrom: (date: string) => `Platné od ${date}`,
    preparedOn: (date: string) => `Vypracováno ${date}`,
    email: "E-mail",
    phone: "Telefon",
    post: "Poštovní adresa",
  },
  blog: {
    title: "Výzkumný blog",
    subtitle: BLOG_SUBTITLE,
    listTitle: (page: number) => `Výzkumný blog, strana ${page}`,
    page: (page: number) => `strana ${page}`,
    posts: "Články",
    listError: "Články blogu se nepodařilo načíst. Zkuste to prosím později.",
    noPostsOnPage: "Na této straně nejsou žádné články.",
    noPosts: "Zatím jsme nezveřejnili žádné články.",
    lastPage: "Přejít na poslední stranu",
    loadingPosts: "Načítáme články…",
    pages: "Strany blogu",
    previous: "Předchozí",
    next: "Další",
    pageOf: (page: number, total: number) => `Strana ${page} z ${total}`,
    back: "Zpět na blog",
    notFoundTitle: "Článek nenalezen",
    notFoundText: "Článek, který hledáte, neexistuje.",
    notFoundDescription: `Článek, který hledáte, neexistuje. Vraťte se na výzkumný blog ${company.brand}.`,
    returnToBlog: "Zpět na blog",
    loadingPost: "Načítáme článek…",
    categories: "Kategorie",
    breadcrumbHome: "Úvod",
    fromTheBlog: `Z výzkumného blogu ${company.brand}.`,
    categoryNotFound: "Kategorie nenalezena",
    categoryNotFoundText: "Taková kategorie na našem výzkumném blogu není.",
    categorySubtitle: "Články z této kategorie výzkumného blogu",
    categoryAll: "Zobrazit všechny články",
    categoryEmpty: "V této kategorii zatím nejsou žádné články.",
    categoryTitle: (name: string, page: number) =>
      page > 1 ? `${name}: Výzkumný blog, strana ${page}` : `${name}: Výzkumný blog`,
    categoryDescription: (name: string, page: number) =>
      `Články na téma ${name} z našeho výzkumného blogu o nanovlákenných technologiích a biomateriálech.${page > 1 ? ` Strana ${page}.` : ""}`,
    cardAlt: (title: string, byline: string) =>
      `${title}${byline ? ` (${byline})` : ""}, výzkumný blog ${company.brand}`,
    previewNote: "Náhled: takto bude článek vypadat. Zatím není zveřejněný.",
    previewTitle: (title: string) => `Náhled: ${title}`,
    otherLanguage: "Tento článek je zatím k dispozici pouze v angličtině.",
  },
  pdf: {
    documentTitle: "Výzkumný dokument",
    defaultTitle: "Dokument",
    loading: "Načítáme PDF…",
    error: "PDF se nepodařilo načíst",
    download: "Stáhnout",
    previous: "Předchozí strana",
    next: "Další strana",
    pageOf: (page: number, total: number) => `Strana ${page} z ${total}`,
    pageLabel: (title: string, page: number, total: number) => `${title}, strana ${page} z ${total}`,
  },
});
