// Renders public/images/social-card.png (1200x630), the Open Graph / Twitter image, with Debian's Chromium.
// Run: npx tsx scripts/make-social-card.ts
import { chromiumLaunchOptions } from "./chromium";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { company } from "../app/content/company";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataUri = (path: string) => `data:image/svg+xml;base64,${readFileSync(root + path).toString("base64")}`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: ui-sans-serif, system-ui, "DejaVu Sans", sans-serif; }
  .card { position: relative; width: 1200px; height: 630px; color: #fff; background: #0b2236 url("${dataUri("public/images/hero-nanofibers.svg")}") center / cover; }
  .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(11,34,54,.94) 0%, rgba(11,34,54,.75) 55%, rgba(11,34,54,.2) 100%); }
  .content { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 600; }
  .brand img { width: 64px; height: 64px; }
  h1 { margin-top: auto; font-size: 76px; line-height: 1.05; font-weight: 700; letter-spacing: -1px; max-width: 820px; }
  p { margin-top: 28px; font-size: 28px; line-height: 1.4; color: rgba(255,255,255,.88); max-width: 820px; }
  .bar { margin-top: 40px; width: 120px; height: 6px; border-radius: 3px; background: #2fb3ad; }
</style></head>
<body><div class="card"><div class="shade"></div><div class="content">
  <div class="brand"><img src="${dataUri("public/favicon.svg")}" alt="">${escape(company.brand)}</div>
  <h1>Innovation in Biomaterials</h1>
  <p>Nanofibers, drug delivery systems and bioresorbable scaffolds for tissue engineering.</p>
  <div class="bar"></div>
</div></div></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: `${root}public/images/social-card.png`, type: "png" });
  console.log("Wrote public/images/social-card.png");
} finally {
  await browser.close();
}
