// Writes public/research-document.pdf, the research document shown under every blog post.
// Run: npx tsx scripts/assets/make-research-pdf.ts   (deterministic: the same input gives the same bytes)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb, type PDFPage } from "pdf-lib";
import { company } from "~/content/company";
import { COVER, FIGURE_CAPTIONS, SECTIONS, TABLES, type Block } from "./research-pdf-content";
import { FIGURES, INK, LINE, MIST, MUTED, NAVY, TEAL, TINT, wrap, type Fonts } from "./research-pdf-figures";

const OUT = fileURLToPath(new URL("../../public/research-document.pdf", import.meta.url));
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const WIDTH = A4[0] - 2 * MARGIN;
/** A cursor that writes blocks down a page. */
class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(
    text: string,
    { size = 10.5, font = this.fonts.regular, color = INK, gap = 6, leading = 1.45, indent = 0 } = {},
  ) {
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      this.y -= size * leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  heading(text: string, size = 16) {
    this.y -= 10;
    this.text(text, { size, font: this.fonts.bold, color: NAVY, gap: 0, leading: 1.3 });
    this.page.drawRectangle({ x: MARGIN, y: this.y - 7, width: 36, height: 2, color: TEAL });
    this.y -= 16;
  }

  bullets(items: string[]) {
    for (const item of items) {
      this.page.drawCircle({ x: MARGIN + 5, y: this.y - 11.5, size: 1.8, color: TEAL });
      this.text(item, { indent: 14, gap: 2 });
    }
    this.y -= 4;
  }

  table(rows: readonly (readonly string[])[], widths: readonly number[]) {
    const size = 9.5;
    const pad = 6;
    const x0 = MARGIN;
    rows.forEach((row, r) => {
      const cells = row.map((cell, c) =>
        wrap(cell, r === 0 ? this.fonts.bold : this.fonts.regular, size, widths[c]! * WIDTH - 2 * pad),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * size * 1.35 + 2 * pad;
      if (r === 0) this.page.drawRectangle({ x: x0, y: this.y - height, width: WIDTH, height, color: TINT });
      else if (r % 2 === 0)
        this.page.drawRectangle({ x: x0, y: this.y - height, width: WIDTH, height, color: MIST });
      let x = x0;
      cells.forEach((lines, c) => {
        lines.forEach((line, i) =>
          this.page.drawText(line, {
            x: x + pad,
            y: this.y - pad - size * (i + 1) * 1.35 + 2.5,
            size,
            font: r === 0 ? this.fonts.bold : this.fonts.regular,
            color: r === 0 ? NAVY : INK,
          }),
        );
        x += widths[c]! * WIDTH;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: x0, y: this.y },
        end: { x: x0 + WIDTH, y: this.y },
        thickness: r === 0 ? 1.2 : 0.5,
        color: r === 0 ? TEAL : LINE,
      });
    });
    this.y -= 14;
  }

  /** Key figures in tinted tiles side by side. */
  facts(items: readonly (readonly [string, string])[]) {
    const gap = 12;
    const w = (WIDTH - gap * (items.length - 1)) / items.length;
    const h = 74;
    this.y -= 6;
    items.forEach(([value, label], i) => {
      const x = MARGIN + i * (w + gap);
      this.page.drawRectangle({
        x,
        y: this.y - h,
        width: w,
        height: h,
        color: TINT,
        borderColor: rgb(0.812, 0.925, 0.922),
        borderWidth: 0.8,
      });
      this.page.drawText(value, { x: x + 12, y: this.y - 30, size: 20, font: this.fonts.bold, color: TEAL });
      wrap(label, this.fonts.regular, 8.5, w - 24).forEach((line, j) =>
        this.page.drawText(line, {
          x: x + 12,
          y: this.y - 46 - j * 11,
          size: 8.5,
          font: this.fonts.regular,
          color: INK,
        }),
      );
    });
    this.y -= h + 14;
  }

  caption(text: string) {
    this.text(text, { size: 9, color: MUTED, gap: 10 });
  }

  block(block: Block) {
    if (block.kind === "p") this.text(block.text);
    else if (block.kind === "h") this.heading(block.text, 12.5);
    else if (block.kind === "ul") this.bullets(block.items);
    else if (block.kind === "table") {
      const table = TABLES[block.id];
      this.y -= 6;
      this.caption(table.caption);
      this.table(table.rows, table.widths);
    } else if (block.kind === "figure") {
      const height = block.height;
      this.y -= 8;
      FIGURES[block.id](this.page, MARGIN, this.y - height, WIDTH, height, this.fonts);
      this.y -= height + 4;
      this.caption(FIGURE_CAPTIONS[block.id]);
    } else if (block.kind === "facts") this.facts(block.items);
  }
}

function footer(page: PDFPage, fonts: Fonts, n: number, total: number) {
  page.drawLine({
    start: { x: MARGIN, y: 44 },
    end: { x: A4[0] - MARGIN, y: 44 },
    thickness: 0.5,
    color: LINE,
  });
  page.drawText(`${company.legalName} - Research overview`, {
    x: MARGIN,
    y: 30,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
  const label = `${n} / ${total}`;
  page.drawText(label, {
    x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(label, 8),
    y: 30,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
}

async function main() {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fixed = new Date(Date.UTC(2025, 2, 1));
  pdf.setTitle(COVER.title);
  pdf.setAuthor(company.legalName);
  pdf.setSubject(COVER.subtitle);
  pdf.setKeywords(["nanofibers", "electrospinning", "scaffolds", "drug delivery", "iodine release"]);
  pdf.setCreator("scripts/assets/make-research-pdf.ts");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  pdf.setLanguage("en");
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  // Cover
  const cover = new Writer(pdf.addPage(A4), fonts);
  cover.page.drawRectangle({ x: 0, y: A4[1] - 300, width: A4[0], height: 300, color: NAVY });
  FIGURES.mesh(cover.page, 0, A4[1] - 300, A4[0], 300, fonts);
  cover.page.drawRectangle({ x: 0, y: A4[1] - 300, width: A4[0], height: 110, color: NAVY, opacity: 0.85 });
  cover.page.drawText(company.legalName.toUpperCase(), {
    x: MARGIN,
    y: A4[1] - 230,
    size: 10,
    font: fonts.bold,
    color: rgb(0.81, 0.925, 0.922),
  });
  cover.page.drawText(COVER.title, {
    x: MARGIN,
    y: A4[1] - 262,
    size: 26,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  cover.y = A4[1] - 340;
  cover.text(COVER.subtitle, { size: 14, font: fonts.bold, color: TEAL, gap: 14 });
  for (const paragraph of COVER.abstract) cover.text(paragraph, { size: 11 });
  cover.facts([
    ["4", "research areas, from fibres to finished scaffolds"],
    ["50-1000 nm", "fibre diameters we spin routinely"],
    [String(SECTIONS.length), "sections in this overview, with data tables"],
  ]);
  cover.heading("Contents", 13);
  SECTIONS.forEach((section, i) => cover.text(`${i + 1}.  ${section.title}`, { gap: 0, indent: 4 }));
  cover.y -= 16;
  cover.text(
    `${company.legalName}, ${company.address.street}, ${company.address.postalCity}, ${company.address.country}. ${company.email}`,
    { size: 9, color: MUTED },
  );

  // One page per section
  SECTIONS.forEach((section, i) => {
    const writer = new Writer(pdf.addPage(A4), fonts);
    writer.text(`SECTION ${i + 1}`, { size: 9, font: fonts.bold, color: TEAL, gap: 0 });
    writer.heading(section.title, 19);
    for (const block of section.blocks) writer.block(block);
    if (writer.y < 60)
      throw new Error(`Section "${section.title}" overflows its page (y = ${writer.y.toFixed(0)})`);
  });

  const pages = pdf.getPages();
  pages.forEach((page, i) => footer(page, fonts, i + 1, pages.length));
  const bytes = await pdf.save({ useObjectStreams: true });
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, bytes);
  console.log(`Wrote ${OUT}: ${pages.length} pages, ${(bytes.length / 1024).toFixed(1)} KB`);
}

await main();
