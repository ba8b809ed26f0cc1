// Every company fact the site prints lives here, and only here.
// The values are clearly marked samples: replace them before publishing (see README, "Company details").

export const company = {
  /** Short name for the logo, titles and social cards. */
  brand: "Example Biomaterials",
  legalName: "Example Biomaterials s.r.o.",
  tagline: "Nanofibers and biomaterials for medicine",
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
} as const;

export type Contact = { name: string; role: string; email: string };

export const contacts: Contact[] = [
  { name: "Dr. Jana Nováková", role: "Research Director", email: company.email },
  { name: "General Inquiries Team", role: "Products, orders and collaboration", email: company.email },
];

export type Partner = { name: string; shortName: string; logo: string };

export const partners: Partner[] = [
  {
    name: "Czech Technical University in Prague",
    shortName: "CTU Prague",
    logo: "/images/partners/ctu-prague.svg",
  },
  {
    name: "Institute of Experimental Medicine of the Czech Academy of Sciences",
    shortName: "IEM CAS",
    logo: "/images/partners/iem-cas.svg",
  },
  {
    name: "Second Faculty of Medicine, Charles University",
    shortName: "2nd Faculty of Medicine, CU",
    logo: "/images/partners/second-faculty-of-medicine.svg",
  },
  {
    name: "Technical University of Liberec",
    shortName: "TU Liberec",
    logo: "/images/partners/tu-liberec.svg",
  },
];
