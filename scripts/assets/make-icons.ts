// Renders the PNG icons from public/favicon.svg with Debian's Chromium: the apple-touch icon (180 px, on the
// site's dark blue, since iOS fills transparency with black) and the web manifest's 192 and 512 px icons.
// Run: npx tsx scripts/assets/make-icons.ts
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = fileURLToPath(new URL("../..", import.meta.url));
const svg = `data:image/svg+xml;base64,${readFileSync(`${root}public/favicon.svg`).toString("base64")}`;

/** size in px, the mark's share of it, the background behind it. */
const ICONS = [
  { file: "apple-touch-icon.png", size: 180, mark: 0.78, background: "#0b2236" },
  { file: "icon-192.png", size: 192, mark: 0.78, background: "#0b2236" },
  { file: "icon-512.png", size: 512, mark: 0.78, background: "#0b2236" },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, size, mark, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}"><img src="${svg}" width="${Math.round(size * mark)}" height="${Math.round(size * mark)}" alt=""></body>`,
      { waitUntil: "load" },
    );
    await page.screenshot({ path: `${root}public/${file}`, type: "png" });
    await page.close();
    console.log(`Wrote public/${file}`);
  }
} finally {
  await browser.close();
}
