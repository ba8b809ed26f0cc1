// Measures the social cards: the size of every card the site serves (each page, each page of the blog list,
// each post), the time to draw one (cold process, then warm but not cached) and to answer one from the cache,
// in process and over HTTP against the production build. Prints Markdown for docs/benchmarks.md.
// Run: npm run build && npx tsx scripts/bench/bench-social-cards.ts
import { cpus } from "node:os";
import { company } from "~/content/company";
import { pageCardName } from "~/lib/social-cards";
import { pages, type PagePath } from "~/content/pages";
import { POSTS_PER_PAGE } from "~/lib/posts";
import { testServices } from "#tests/support/services";
import { createSocialCards, drawSocialCard } from "~/server/social-cards/social-cards.server";
import { Resvg } from "@resvg/resvg-js";
import { startSite } from "#tests/support/site-process";

const ms = (start: number) => performance.now() - start;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Card = { url: string; draw: () => Promise<Buffer | null> };

const services = testServices();
let social = services.cards;
const posts = await services.posts.allPosts();
const { totalPages } = await services.posts.listPosts(1, { perPage: POSTS_PER_PAGE });
const cards: Card[] = [
  ...(Object.keys(pages) as PagePath[]).map((path) => ({
    url: `/social/${pageCardName(path)}.png`,
    draw: () => social.drawPageSocialCard(pageCardName(path)),
  })),
  ...Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => ({
    url: `/social/blog-page-${i + 2}.png`,
    draw: () => social.drawBlogPageSocialCard(i + 2),
  })),
  ...posts.map((post) => ({
    url: `/social/blog/${post.slug}.png`,
    draw: () => social.drawPostSocialCard(post.slug),
  })),
];

// In process: the first card of a fresh process (fonts read, WebAssembly compiled), then every card drawn
// from scratch, then every card again from the cache.
let start = performance.now();
await cards[0]!.draw();
const coldMs = ms(start);
social = createSocialCards(services.config, services.posts); // nothing kept: every card drawn anew
const sizes: number[] = [];
const drawMs: number[] = [];
for (const card of cards) {
  start = performance.now();
  const png = await card.draw();
  drawMs.push(ms(start));
  sizes.push(png!.length);
}
const cachedMs: number[] = [];
for (const card of cards) {
  start = performance.now();
  await card.draw();
  cachedMs.push(ms(start));
}

// A WordPress post with a photograph as its cover (1600x1200, soft structure and grain): the true-colour PNG is
// over budget, so the card is written with a palette.
const photo = new Resvg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="5"/></filter><rect width="1600" height="1200" filter="url(#n)"/><rect width="1600" height="1200" fill="#c84" opacity="0.4"/></svg>`,
)
  .render()
  .asPng();
start = performance.now();
const photoCard = await drawSocialCard({
  eyebrow: company.blogName,
  title: "Core-shell fibres for a slow release of iodine",
  byline: "March 14, 2025 • Ing. Tomáš Dvořák",
  cover: `data:image/png;base64,${photo.toString("base64")}`,
});
const photoMs = ms(start);

// Over HTTP, against the production build: the first answer draws the card (and the response cache keeps
// it), the next ones come from the response cache.
const site = await startSite();
const firstHttpMs: number[] = [];
const repeatHttpMs: number[] = [];
try {
  for (const card of cards) {
    start = performance.now();
    const first = await fetch(site.url + card.url);
    await first.arrayBuffer();
    firstHttpMs.push(ms(start));
    if (first.status !== 200) throw new Error(`${card.url} answered ${first.status}`);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      start = performance.now();
      await (await fetch(site.url + card.url)).arrayBuffer();
      times.push(ms(start));
    }
    repeatHttpMs.push(median(times));
  }
} finally {
  await site.stop();
}

const postSizes = sizes.slice(cards.length - posts.length);
console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`);
console.log(
  `Cards: ${cards.length} (${cards.length - posts.length} pages and list pages, ${posts.length} posts)\n`,
);
console.log("| what | figure |");
console.log("| --- | --- |");
console.log(
  `| card size, all cards | ${kb(Math.min(...sizes))} - ${kb(Math.max(...sizes))}, median ${kb(median(sizes))} |`,
);
console.log(
  `| card size, posts (with their covers) | ${kb(Math.min(...postSizes))} - ${kb(Math.max(...postSizes))} |`,
);
console.log(
  `| card with a ${kb(photo.length)} photograph as cover (palette PNG) | ${kb(photoCard.length)}, drawn in ${photoMs.toFixed(0)} ms |`,
);
console.log(`| first card of a new process (fonts, WebAssembly) | ${coldMs.toFixed(0)} ms |`);
console.log(
  `| drawing one card, not cached (median / max) | ${median(drawMs).toFixed(0)} / ${Math.max(...drawMs).toFixed(0)} ms |`,
);
console.log(`| one card from the card cache, in process (median) | ${median(cachedMs).toFixed(2)} ms |`);
console.log(
  `| HTTP, first request for a card (median / max) | ${median(firstHttpMs).toFixed(0)} / ${Math.max(...firstHttpMs).toFixed(0)} ms |`,
);
console.log(
  `| HTTP, repeated request, from the response cache (median) | ${median(repeatHttpMs).toFixed(1)} ms |`,
);
console.log("\n| card | bytes |\n| --- | --- |");
cards.forEach((card, i) => console.log(`| ${card.url} | ${sizes[i]} |`));
await services.close();
