// Every company fact the site prints lives here, and only here.
// The values are clearly marked samples: replace them before publishing (see README, "Company details").
import { czechTexts } from "./typography";

export const company = {
  /** Short name for the logo, titles and social cards. */
  brand: "Example Biomaterials",
  /** The brand under an icon on a phone's home screen, which shows about 12 characters. */
  shortBrand: "Example Bio",
  legalName: "Example Biomaterials s.r.o.",
  tagline: "Nanofibers and biomaterials for medicine",
  /** The blog's name in English (the Czech pages say "Výzkumný blog", in messages/cs.ts). */
  blogName: "Research Blog",
  /** The dark blue of the header and footer: browser chrome, pinned tabs, icons. */
  themeColor: "#0b2236",
  description:
    "Material research and development for biomedical, cosmetic, healthcare and safety applications: nanofibers, drug delivery systems and bioresorbable scaffolds for tissue engineering.",
  email: "info@example.com",
  phone: "+420 123 456 789",
  address: {
    street: "Vzorová 123/4",
    postalCode: "160 00",
    city: "Praha 6",
    /** The postal city line as Czech post writes it. */
    postalCity: "160 00 Praha 6",
    country: "Czech Republic",
    countryCode: "CZ",
  },
  /** IČO: company registration number (sample). */
  companyId: "12345678",
  /** DIČ: VAT number (sample). */
  vatId: "CZ12345678",
  /** The commercial register entry printed in the privacy policy (sample). */
  register: "Registered in the Commercial Register kept by the Municipal Court in Prague, file C 000000",
  copyrightYear: 2025,
  /** The fields the company works in, as search engines read them (schema.org knowsAbout). */
  knowsAbout: [
    "Nanofibers",
    "Electrospinning",
    "Biomaterials",
    "Drug delivery",
    "Tissue engineering",
    "Hydrogels",
  ],
  /** The languages the company answers in (the site's two). */
  languages: ["en", "cs"],
} as const;

/** The company's phone as a link dials it. */
export const telHref = `tel:${company.phone.replace(/\s+/g, "")}`;

type Contact = { name: string; role: string; email: string };

/** @internal */
export const contacts: Contact[] = [
  { name: "Dr. Jana Nováková", role: "Research Director", email: company.email },
  { name: "General Inquiries Team", role: "Products, orders and collaboration", email: company.email },
];

/**
 * A partner institution, shown as its name set in the site's type: never a drawing of its logo. An official
 * logo file may replace the mark only with the institution's written permission (README, "Company details").
 * `role`: one line on what the partnership is.
 */
export type Partner = { name: string; shortName: string; role: string };

export const partners: Partner[] = [
  {
    name: "Czech Technical University in Prague",
    shortName: "CTU Prague",
    role: "Joint development of electrospinning equipment",
  },
  {
    name: "Institute of Experimental Medicine of the Czech Academy of Sciences",
    shortName: "IEM CAS",
    role: "Cell culture testing of our scaffolds",
  },
  {
    name: "Second Faculty of Medicine, Charles University",
    shortName: "2nd Faculty of Medicine, CU",
    role: "Research on wound healing and drug delivery",
  },
  {
    name: "Technical University of Liberec",
    shortName: "TU Liberec",
    role: "Research on needleless electrospinning",
  },
];

/** The company's facts that are words rather than numbers, per language (the English ones are above). */
export type CompanyWords = {
  tagline: string;
  description: string;
  country: string;
  register: string;
  contacts: Contact[];
  partners: Partner[];
};

const czechWords: CompanyWords = czechTexts({
  tagline: "Nanovlákna a biomateriály pro medicínu",
  description:
    "Výzkum a vývoj materiálů pro biomedicínu, kosmetiku, zdravotnictví a bezpečnost: nanovlákna, systémy pro řízené uvolňování léčiv a biologicky vstřebatelné nosiče pro tkáňové inženýrství.",
  country: "Česká republika",
  register: "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000",
  contacts: [
    { name: "Dr. Jana Nováková", role: "ředitelka výzkumu", email: company.email },
    { name: "Tým pro obecné dotazy", role: "Produkty, objednávky a spolupráce", email: company.email },
  ],
  partners: [
    {
      name: "České vysoké učení technické v Praze",
      shortName: "ČVUT",
      role: "Společný vývoj zvlákňovacích zařízení",
    },
    {
      name: "Ústav experimentální medicíny AV ČR",
      shortName: "ÚEM AV ČR",
      role: "Testování našich nosičů na buněčných kulturách",
    },
    {
      name: "2. lékařská fakulta Univerzity Karlovy",
      shortName: "2. LF UK",
      role: "Výzkum hojení ran a uvolňování léčiv",
    },
    {
      name: "Technická univerzita v Liberci",
      shortName: "TUL",
      role: "Výzkum bezjehlového zvlákňování",
    },
  ],
});

export const companyWords: Record<"en" | "cs", CompanyWords> = {
  en: {
    tagline: company.tagline,
    description: company.description,
    country: company.address.country,
    register: company.register,
    contacts,
    partners,
  },
  cs: czechWords,
};
