// Renders the icons from public/favicon.svg with Debian's Chromium: the apple-touch icon (180 px, on the
// site's dark blue, since iOS fills transparency with black), the web manifest's 192 and 512 px icons, its
// maskable icon (the mark within the central 80 % circle a launcher may keep), and /favicon.ico (32 px, for
// what asks for that address whatever the page says: feed readers, bookmarks, old browsers).
// Run: npx tsx scripts/assets/make-icons.ts
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const svg = `data:image/svg+xml;base64,${readFileSync(`${root}public/favicon.svg`).toString("base64")}`;

/** size in px, the mark's share of it, the background behind it. */
const ICONS = [
  { file: "apple-touch-icon.png", size: 180, mark: 0.78, background: "#0b2236" },
  { file: "icon-192.png", size: 192, mark: 0.78, background: "#0b2236" },
  { file: "icon-512.png", size: 512, mark: 0.78, background: "#0b2236" },
  { file: "icon-maskable-512.png", size: 512, mark: 0.6, background: "#0b2236" },
  { file: "favicon.ico", size: 32, mark: 1, background: "transparent" },
];

/** An ICO file holding one PNG image, as every browser since 2007 reads it. */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, size, mark, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}"><img src="${svg}" width="${Math.round(size * mark)}" height="${Math.round(size * mark)}" alt=""></body>`,
      { waitUntil: "load" },
    );
    const png = await page.screenshot({ type: "png", omitBackground: background === "transparent" });
    writeFileSync(`${root}public/${file}`, file.endsWith(".ico") ? ico(png, size) : png);
    await page.close();
    console.log(`Wrote public/${file}`);
  }
} finally {
  await browser.close();
}
