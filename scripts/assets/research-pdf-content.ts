// The words of the research document (see make-research-pdf.ts). Plain Latin-1 text: the PDF uses the
// standard Helvetica fonts, whose encoding has no Czech letters beyond a few.
import { company, partners } from "~/content/company";

export type Block =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "ul"; items: string[] }
  | { kind: "table"; id: keyof typeof TABLES }
  | { kind: "figure"; id: keyof typeof FIGURE_CAPTIONS; height: number }
  | { kind: "facts"; items: [string, string][] };

export const COVER = {
  title: "Research Overview 2025",
  subtitle: "Nanofibers and biomaterials for drug delivery and tissue engineering",
  abstract: [
    "We design fibrous materials that do two jobs at once: they hold cells while tissue regrows, and they release a drug at the rate the healing tissue needs. This overview summarises our current work in four areas: electrospinning of monolithic and advanced nanofibers, bioresorbable scaffolds, controlled delivery of active molecules, and the sustained release of iodine from fibres for antimicrobial dressings.",
    "The figures and values below come from laboratory batches and are given to show methods and trends. They are not product specifications; contact us for the data behind a particular formulation.",
  ],
};

export const FIGURE_CAPTIONS = {
  electrospinning:
    "Figure 1. Needle electrospinning: a polymer solution is pumped to a charged needle; the jet stretches and dries on its way to a grounded collector.",
  mesh: "Figure 2. Drawing of a random nanofiber mesh as seen in a scanning electron micrograph.",
  coaxial:
    "Figure 3. Where the drug sits: dispersed in a blend fibre, in the core of a coaxial fibre, or bound to the surface.",
  release:
    "Figure 4. Cumulative iodine release into buffer at 37 °C from three fibre designs (laboratory batches, illustrative).",
} as const;

export const TABLES = {
  parameters: {
    caption: "Table 1. Process parameters and their typical effect on fibre diameter.",
    widths: [0.3, 0.25, 0.45],
    rows: [
      ["Parameter", "Typical range", "Effect of increasing it"],
      ["Polymer concentration", "6-14 % w/v", "Thicker, more uniform fibres; fewer beads"],
      ["Applied voltage", "10-30 kV", "First thinner fibres, then an unstable jet"],
      ["Flow rate", "0.2-2 ml/h", "Thicker fibres; wet fibres fuse on the collector"],
      ["Tip-to-collector distance", "10-25 cm", "More time to dry; slightly thinner fibres"],
      ["Relative humidity", "30-50 %", "Surface pores; lower yield above 60 %"],
    ],
  },
  scaffolds: {
    caption: "Table 2. Scaffold materials we work with (typical laboratory values).",
    widths: [0.24, 0.2, 0.18, 0.38],
    rows: [
      ["Material", "Fibre diameter", "Porosity", "Resorption in vivo"],
      ["Polycaprolactone (PCL)", "300-900 nm", "80-90 %", "Slow: 18-24 months"],
      ["Polylactic acid (PLA)", "400-1200 nm", "75-85 %", "Moderate: 6-12 months"],
      ["Gelatin, crosslinked", "200-500 nm", "85-92 %", "Fast: 2-6 weeks"],
      ["PCL / collagen blend", "250-700 nm", "82-90 %", "Staged: collagen first, then PCL"],
    ],
  },
  delivery: {
    caption: "Table 3. Fibre designs for controlled release and what they are good at.",
    widths: [0.26, 0.37, 0.37],
    rows: [
      ["Design", "How the drug is held", "Release profile"],
      ["Blend (monolithic)", "Dissolved in the whole fibre", "Burst in hours, then a short tail"],
      ["Coaxial (core-shell)", "In the core, behind a polymer shell", "Near-linear over days to weeks"],
      ["Surface-bound", "Adsorbed or grafted on the fibre", "Fast, local, for wound contact"],
      ["Multilayer mat", "Different drug in each layer", "Sequenced: one drug after another"],
    ],
  },
  release: {
    caption: "Table 4. Iodine release from the three designs in Figure 4.",
    widths: [0.28, 0.24, 0.24, 0.24],
    rows: [
      ["Design", "Half of the dose", "Released at 24 h", "Released at 72 h"],
      ["Uncoated PVA", "2 h", "92 %", "92 %"],
      ["PCL sheath", "11 h", "69 %", "78 %"],
      ["Coaxial PCL/PVP", "45 h", "37 %", "57 %"],
    ],
  },
} as const;

export const SECTIONS: { title: string; blocks: Block[] }[] = [
  {
    title: "Nanofiber electrospinning",
    blocks: [
      {
        kind: "p",
        text: "Electrospinning draws a charged polymer solution into fibres between tens of nanometres and a few micrometres thick. The resulting mats have a very large surface area, pores that connect through the whole material, and a structure that resembles the extracellular matrix of soft tissues.",
      },
      { kind: "figure", id: "electrospinning", height: 150 },
      {
        kind: "p",
        text: "Our multimode laboratory unit spins from a needle, from a free liquid surface (needleless) and coaxially from two nested needles. The same solution can therefore be tested as a thin monolithic fibre, as a high-throughput sheet or as a core-shell fibre that carries a drug in its core.",
      },
      { kind: "table", id: "parameters" },
      {
        kind: "p",
        text: "Fibre diameter is the first parameter we tune, because it sets pore size, stiffness and how fast a drug leaves the fibre.",
      },
    ],
  },
  {
    title: "Scaffolds for tissue engineering",
    blocks: [
      {
        kind: "p",
        text: "A scaffold has to be porous enough for cells to move in, strong enough to be handled by a surgeon, and it has to disappear at about the rate new tissue forms. We combine fast- and slow-resorbing polymers so that the scaffold carries load early and makes room for tissue later.",
      },
      { kind: "figure", id: "mesh", height: 150 },
      { kind: "table", id: "scaffolds" },
      { kind: "h", text: "What we test" },
      {
        kind: "ul",
        items: [
          "Morphology: fibre diameter and pore size from electron micrographs.",
          "Mechanics: tensile strength and elongation, dry and wet.",
          "Degradation: mass loss and pH in buffer at 37 °C over weeks.",
          "Biocompatibility: fibroblast and keratinocyte growth with partner laboratories.",
        ],
      },
    ],
  },
  {
    title: "Controlled drug delivery",
    blocks: [
      {
        kind: "p",
        text: "Fibres release what they carry in two steps: a burst from the surface and a slower release governed by diffusion through the polymer and by its degradation. Where the drug sits in the fibre decides which step dominates, so the same active molecule can be delivered in hours or over weeks.",
      },
      { kind: "figure", id: "coaxial", height: 120 },
      { kind: "table", id: "delivery" },
      { kind: "h", text: "Design rules we use" },
      {
        kind: "ul",
        items: [
          "Hydrophilic drugs in hydrophobic shells for slow release; the reverse for fast release.",
          "Thicker shells and lower drug loading flatten the initial burst.",
          "Crosslinking a protein fibre slows both its degradation and the release of its cargo.",
          "Every formulation is checked for drug stability after spinning, not only before.",
        ],
      },
    ],
  },
  {
    title: "Sustained iodine release",
    blocks: [
      {
        kind: "p",
        text: "Iodine is a broad-spectrum antiseptic with no known bacterial resistance, but free iodine stains, irritates and is gone within hours. Bound in a polymer complex and spun into fibres, it is released slowly enough to keep a wound dressing antimicrobial for days.",
      },
      { kind: "figure", id: "release", height: 170 },
      {
        kind: "p",
        text: "An uncoated fibre releases most of its iodine within hours. A polycaprolactone sheath spreads the release over about two days, and a coaxial fibre is still releasing after 72 hours while keeping the total dose lower.",
      },
      { kind: "table", id: "release" },
      { kind: "h", text: "Next steps" },
      {
        kind: "ul",
        items: [
          "Zone-of-inhibition and time-kill studies against S. aureus and P. aeruginosa.",
          "Skin irritation testing of the coaxial mats.",
          "Scale-up of the coaxial design on needleless equipment.",
        ],
      },
    ],
  },
  {
    title: "Collaboration",
    blocks: [
      {
        kind: "p",
        text: `${company.legalName} is a small research company in Prague. We develop materials together with academic and clinical partners and take them from the laboratory bench to pilot batches.`,
      },
      {
        kind: "facts",
        items: [
          ["3", "spinning modes: needle, needleless and coaxial"],
          [String(partners.length), "research partners in Prague and Liberec"],
          ["72 h", "of sustained iodine release from one dressing"],
        ],
      },
      { kind: "h", text: "Research partners" },
      { kind: "ul", items: partners.map((partner) => partner.name) },
      { kind: "h", text: "Working with us" },
      {
        kind: "p",
        text: "We welcome joint projects, contract development of fibrous materials and testing of your formulations on our multimode electrospinning equipment. Typical projects start with a feasibility study of a few weeks: we spin your polymer or drug, characterise the fibres and report what is possible.",
      },
      {
        kind: "p",
        text: `Contact: ${company.email}, ${company.phone}. ${company.address.street}, ${company.address.postalCity}, ${company.address.country}. Company ID ${company.companyId}, VAT ID ${company.vatId}.`,
      },
    ],
  },
];
