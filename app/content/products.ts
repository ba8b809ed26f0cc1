// The products shown on the home page (the first three) and on /products (all six).
// Static copy: nothing here is fetched, priced or sold online.
import { englishTexts } from "./typography";
import type { Locale } from "~/content/locales";
import { czechContent } from "./czech-loader";

export type Product = {
  id: number;
  name: string;
  /** One line for the home page's Key Products cards. */
  summary: string;
  description: string;
  /** Root-relative path of the product illustration in public/. */
  image: string;
  /** Describes the illustration for people who cannot see it. */
  imageAlt: string;
  features: string[];
};

export const products: Product[] = englishTexts([
  {
    id: 1,
    name: "Multispin",
    summary: "Multimode laboratory electrospinning unit for advanced nanofibers.",
    description:
      "A multimode laboratory electrospinning unit for advanced nanofibers. Needle, needleless and coaxial spinning in one enclosed chamber, so a lab can move from first polymer trials to reproducible scaffold batches without changing instruments.",
    image: "/images/products/multispin.svg",
    imageAlt:
      "Diagram of an electrospinning unit: a syringe pump feeds a needle, a polymer jet whips towards a rotating drum collector under high voltage",
    features: [
      "Needle, needleless and coaxial (core-shell) spinning modes",
      "0–60 kV bipolar high-voltage supply with fine regulation",
      "Flat, rotating drum and mandrel collectors up to 3,000 rpm",
      "Fibre diameters from about 80 nm to 5 µm",
      "Humidity and temperature controlled chamber with run logging",
    ],
  },
  {
    id: 2,
    name: "VitaNail",
    summary: "Nanofiber-based nail regeneration formula.",
    description:
      "A nanofiber-based nail regeneration formula. A thin, breathable fibre layer holds keratin-supporting actives against the nail plate and releases them slowly overnight, helping brittle, split or damaged nails recover.",
    image: "/images/products/vitanail.svg",
    imageAlt:
      "Illustration of a fingertip whose nail is covered by a thin nanofiber layer releasing active substances",
    features: [
      "Nanofiber carrier loaded with biotin, panthenol and hyaluronic acid",
      "Gradual release of the actives over 8–12 hours",
      "Breathable, transparent layer that conforms to the nail plate",
      "Water-soluble carrier that rinses off, no remover needed",
      "Cosmetic care for brittle, split and damaged nails",
    ],
  },
  {
    id: 3,
    name: "Nanoiodine",
    summary: "Nanofibers with controlled iodine release for antimicrobial protection.",
    description:
      "Controlled iodine release for antimicrobial protection. Iodine complexed in a polymer nanofiber matrix is released steadily, keeping a broad-spectrum antimicrobial effect at the wound surface without the staining and irritation of a high initial dose.",
    image: "/images/products/nanoiodine.svg",
    imageAlt:
      "Illustration of nanofibers loaded with iodine particles, with a flat, sustained release curve beside them",
    features: [
      "Povidone-iodine complexed in electrospun polymer nanofibers",
      "Sustained release over up to 72 hours instead of a burst",
      "Broad-spectrum activity against bacteria, fungi and viruses",
      "High porosity keeps the dressing breathable",
      "For wound dressings, face masks and protective textiles",
    ],
  },
  {
    id: 4,
    name: "Bioabsorbable Scaffolds",
    summary: "Nanofibrous and 3D scaffolds that guide tissue regeneration, then degrade.",
    description:
      "Nanofibrous and 3D-structured scaffolds that support tissue regeneration and then degrade safely in the body. Fibre orientation, porosity and degradation time are tuned to the tissue being repaired.",
    image: "/images/products/scaffolds.svg",
    imageAlt:
      "Illustration of a porous three-dimensional scaffold lattice with cells attaching to its fibres",
    features: [
      "Made from PCL, PLA, PLGA, gelatin, collagen or their blends",
      "Random or aligned fibres mimicking the extracellular matrix",
      "Interconnected porosity above 80 % for cell infiltration",
      "Degradation time tunable from weeks to over a year",
      "Suitable for ethylene oxide or gamma sterilisation",
    ],
  },
  {
    id: 5,
    name: "Drug Delivery Systems",
    summary: "Carriers that release active molecules at a designed rate.",
    description:
      "Carriers that release active molecules at the right place, rate and time. Coaxial fibres, nanoparticles and layered films are designed to a target release profile and verified by in vitro dissolution testing.",
    image: "/images/products/drug-delivery.svg",
    imageAlt:
      "Illustration of core-shell fibres releasing drug molecules, with a controlled release profile plotted over time",
    features: [
      "Core-shell fibres for sustained and delayed release",
      "Small molecules, peptides, growth factors and antibiotics",
      "Release profiles from hours to several weeks",
      "Reduced burst release compared with blended fibres",
      "Release kinetics characterised in vitro for every formulation",
    ],
  },
  {
    id: 6,
    name: "Advanced Hydrogels",
    summary: "Water-rich polymer networks for wound care and cell culture.",
    description:
      "Water-rich polymer networks for wound care, cell culture and injectable therapies. Stiffness, swelling and degradation are set by the choice of polymer and cross-linking, and hydrogels can be combined with nanofibers for strength.",
    image: "/images/products/hydrogels.svg",
    imageAlt:
      "Illustration of a cross-linked polymer network holding water molecules, the structure of a hydrogel",
    features: [
      "Based on gelatin, hyaluronic acid, alginate or PEG",
      "Water content above 90 % with tunable stiffness",
      "Injectable, in situ gelling formulations",
      "Nanofiber-reinforced composites for mechanical strength",
      "Can carry drugs, growth factors or living cells",
    ],
  },
]);

/** The three products featured on the home page. */
export const keyProducts = products.filter((p) => ["Multispin", "VitaNail", "Nanoiodine"].includes(p.name));

/** The products in a language; the Czech ones live in products.cs.ts. */
export const productsFor = (locale: Locale): Product[] =>
  locale === "cs" ? czechContent().products : products;

/**
 * The product's anchor on the products page ("multispin", "advanced-hydrogels"): its English name in both
 * languages, so a link keeps its target when the reader switches language.
 */
export function productAnchor(product: Pick<Product, "id">): string {
  const name = products.find((p) => p.id === product.id)?.name ?? String(product.id);
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
