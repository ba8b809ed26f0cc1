// Zásady ochrany osobních údajů: the privacy policy in Czech, section for section as privacy.ts (a test checks
// the anchors match). Company facts come from company.ts.
import { company, companyWords } from "./company";
import { czechTexts } from "./typography";
import type { PolicySection } from "./privacy";

export const privacyEffectiveDateCs = "1. ledna 2025";

const controller = `${company.legalName}, ${company.address.street}, ${company.address.postalCity}, ${companyWords.cs.country}`;

export const privacyIntroCs: string[] = czechTexts([
  `Tyto zásady vysvětlují, jak společnost ${controller}, IČO ${company.companyId}, DIČ ${company.vatId} („my“), jako správce zpracovává osobní údaje návštěvníků těchto webových stránek, lidí, kteří nás kontaktují, a našich zákazníků a partnerů. ${companyWords.cs.register}.`,
  "Osobní údaje zpracováváme v souladu s nařízením (EU) 2016/679 (obecné nařízení o ochraně osobních údajů, „GDPR“) a se zákonem č. 110/2019 Sb., o zpracování osobních údajů.",
]);

export const privacySectionsCs: PolicySection[] = czechTexts([
  {
    id: "personal-data-processing",
    title: "Zpracování osobních údajů",
    blocks: [
      "Zpracováváme jen ty osobní údaje, které potřebujeme, a to k těmto účelům a na těchto právních základech:",
      {
        items: [
          "Dotazy: když nám napíšete nebo zavoláte, zpracováváme Vaše jméno, e-mailovou adresu, telefonní číslo, organizaci a obsah zprávy, abychom Vám mohli odpovědět a případně připravit nabídku či spolupráci (jednání před uzavřením smlouvy, čl. 6 odst. 1 písm. b) GDPR, a náš oprávněný zájem na odpovědi, čl. 6 odst. 1 písm. f) GDPR). Korespondenci uchováváme nejvýše 3 roky od jejího ukončení, pokud na ni nenaváže smlouva.",
          "Zákazníci a partneři: identifikační, kontaktní a fakturační údaje zpracováváme k plnění smluv (čl. 6 odst. 1 písm. b) GDPR) a k plnění povinností podle účetních a daňových předpisů (čl. 6 odst. 1 písm. c) GDPR). Účetní a daňové doklady uchováváme po dobu, kterou stanoví zákon, nejvýše 10 let.",
          "Newsletter: pokud se přihlásíte k odběru, zpracováváme Vaši e-mailovou adresu na základě Vašeho souhlasu (čl. 6 odst. 1 písm. a) GDPR), dokud jej neodvoláte.",
          "Cookies: Vaše volba v liště o cookies se ukládá ve Vašem prohlížeči, stejně jako poznámka, že jsme Vám web již nabídli v jazyce, který Váš prohlížeč upřednostňuje, abychom ho nabízeli jen jednou. Sledovací ani reklamní cookies web nenastavuje, ať zvolíte cokoli.",
          "Záznamy webového serveru: viz oddíl o záznamech webového serveru níže.",
        ],
      },
      "Vaše údaje pro nás mohou zpracovávat pečlivě vybraní zpracovatelé vázaní smlouvou podle čl. 28 GDPR, zejména poskytovatelé hostingu, e-mailových a účetních služeb. Osobní údaje neprodáváme. Mimo Evropský hospodářský prostor je nepředáváme, pokud nejsou zavedeny vhodné záruky podle kapitoly V GDPR. Nepoužíváme automatizované rozhodování ani profilování.",
    ],
  },
  {
    id: "security",
    title: "Zabezpečení",
    blocks: [
      "Osobní údaje chráníme technickými a organizačními opatřeními přiměřenými riziku: web je dostupný pouze přes šifrované spojení, k osobním údajům mají přístup jen pověření zaměstnanci vázaní mlčenlivostí, naše systémy chrání řízení přístupu a pravidelné aktualizace a data zálohujeme.",
      "Pokud by došlo k porušení zabezpečení osobních údajů, které by pravděpodobně představovalo riziko pro Vaše práva, ohlásíme je do 72 hodin dozorovému úřadu, a je-li riziko vysoké, bez zbytečného odkladu informujeme i Vás.",
    ],
  },
  {
    id: "right-to-information",
    title: "Právo na informace",
    blocks: [
      "Máte právo vědět, zda Vaše osobní údaje zpracováváme, a pokud ano, získat jejich kopii spolu s informacemi o účelech zpracování, kategoriích údajů, příjemcích, době uložení, o tom, odkud údaje máme, a o Vašich právech (čl. 15 GDPR).",
      "Na Vaši žádost odpovíme bezplatně, bez zbytečného odkladu, nejpozději do 30 dnů od jejího obdržení. Výjimečně, u složitých nebo četných žádostí, můžeme tuto lhůtu prodloužit až na 90 dnů celkem; o prodloužení a jeho důvodech Vás informujeme během prvních 30 dnů.",
    ],
  },
  {
    id: "data-portability",
    title: "Přenositelnost údajů",
    blocks: [
      "Zpracováváme-li údaje, které jste nám poskytli, na základě Vašeho souhlasu nebo smlouvy, a to automatizovaně, máte právo získat je ve strukturovaném, běžně používaném a strojově čitelném formátu (například CSV nebo JSON) a nechat je předat přímo jinému správci, je-li to technicky proveditelné (čl. 20 GDPR).",
    ],
  },
  {
    id: "updating-and-rectification",
    title: "Aktualizace a oprava",
    blocks: [
      "Máte právo na opravu nepřesných a doplnění neúplných osobních údajů (čl. 16 GDPR). Pokud Vám poskytujeme uživatelský účet, například pro přístup ke sdíleným projektovým dokumentům, můžete si své údaje po přihlášení zobrazit nebo změnit sami. Ve všech ostatních případech nám napište a údaje bez zbytečného odkladu aktualizujeme.",
    ],
  },
  {
    id: "objections",
    title: "Námitky",
    blocks: [
      "Proti zpracování založenému na našich oprávněných zájmech můžete kdykoli vznést námitku (čl. 21 GDPR). Zpracování Vašich údajů pak ukončíme, ledaže prokážeme závažné oprávněné důvody, které převažují nad Vašimi zájmy, nebo je zpracování nutné pro určení, výkon či obhajobu právních nároků. Vznesete-li námitku proti zpracování pro účely přímého marketingu, ukončíme je bez dalšího posuzování.",
      "Pokud se domníváte, že Vaše osobní údaje zpracováváme protiprávně, máte právo podat stížnost u národního dozorového úřadu, Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.gov.cz, nebo u dozorového úřadu státu EU, v němž žijete nebo pracujete.",
    ],
  },
  {
    id: "restriction",
    title: "Omezení zpracování",
    blocks: [
      "Máte právo požádat nás o omezení zpracování Vašich údajů (čl. 18 GDPR) po dobu, kdy ověřujeme jejich přesnost, když je zpracování protiprávní, ale místo výmazu dáváte přednost omezení, když údaje již nepotřebujeme, ale Vy je potřebujete pro určení, výkon či obhajobu právních nároků, nebo po dobu, kdy posuzujeme Vaši námitku. Během omezení údaje pouze uchováváme a bez Vašeho souhlasu je jinak nepoužíváme.",
    ],
  },
  {
    id: "erasure",
    title: "Výmaz",
    blocks: [
      "Máte právo na výmaz osobních údajů, pokud již nejsou potřebné pro účely, pro které byly shromážděny, pokud odvoláte souhlas a neexistuje jiný právní základ, pokud je Vaší námitce vyhověno nebo pokud byly údaje zpracovány protiprávně (čl. 17 GDPR). Nemůžeme vymazat údaje, které musíme ze zákona uchovávat, například účetní doklady.",
      "Souhlas můžete kdykoli odvolat, například kliknutím na odkaz pro odhlášení v kterémkoli e-mailu newsletteru nebo tím, že nám napíšete. Odvolání souhlasu nemá vliv na zákonnost zpracování před ním.",
      "Upozorňujeme, že osobní údaje mohou zůstat v našich zálohách, z nichž nelze jednotlivé záznamy odstranit. Zálohy se v pravidelných cyklech přepisují; do té doby se údaje v nich nepoužívají, a pokud bychom zálohu někdy museli obnovit, údaje znovu vymažeme.",
    ],
  },
  {
    id: "contact",
    title: "Kontakt",
    blocks: [
      `Všechny otázky týkající se zpracování osobních údajů i žádosti o uplatnění Vašich práv vyřizuje náš pověřenec pro ochranu osobních údajů. Zastihnete ho e-mailem na adrese ${company.email}, telefonicky na čísle ${company.phone} nebo poštou na adrese ${company.legalName}, pověřenec pro ochranu osobních údajů, ${company.address.street}, ${company.address.postalCity}, ${companyWords.cs.country}.`,
      "Abychom Vaše údaje ochránili, můžeme Vás před vyřízením žádosti požádat o ověření totožnosti.",
    ],
  },
  {
    id: "website-logs",
    title: "Záznamy webového serveru",
    blocks: [
      "Když navštívíte tento web, náš webový server ke každému požadavku automaticky zaznamená:",
      {
        items: [
          "Vaši IP adresu,",
          "navštívenou stránku a datum a čas návštěvy,",
          "stavový kód odpovědi HTTP,",
          "identifikaci Vašeho prohlížeče (user agent).",
        ],
      },
      "Tyto záznamy používáme jen k bezpečnému provozu webu a k odhalování a vyšetřování chyb a útoků, a to na základě našeho oprávněného zájmu (čl. 6 odst. 1 písm. f) GDPR). Nespojujeme je s jinými údaji za účelem identifikace návštěvníků, pokud to není nutné k vyšetření bezpečnostního incidentu. Záznamy uchováváme nejvýše 10 let a poté je mažeme.",
    ],
  },
]);
