// Time to sanitize one post, the sanitizer of the last release and this one side by side in one process:
// a 50 KB block-editor post and the two posts made to stall a sanitizer (tests/support/hostile-posts.ts). The old one
// is read from git (OLD_REF, default 4691669: before the bounded pipeline) into bench-results/old/, with the site's
// modules it imported as they were then. Each figure is the median of several runs after one warm-up run. Prints
// Markdown for docs/benchmarks.md and writes bench-results/sanitize.json.
// Run: npx tsx scripts/bench/bench-sanitize.ts   (also part of `npm run bench`)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import type { Post } from "~/lib/posts";
import { createSanitizer, sanitizePostWith, siteFiles } from "~/server/sanitize/sanitize.server";
import { blockEditorContent } from "#tests/support/block-editor-fixture";
import { nestedDivs, unclosedTextareas } from "#tests/support/hostile-posts";

const OLD_REF = process.env.OLD_REF ?? "4691669";
const SITE = "https://www.example.com";
const MEDIA = "https://media.example.com";
process.env.SITE_URL = SITE;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Writes `file` (a path under app/) as it was at OLD_REF into bench-results/old/, and the site's own modules it
 * imports with it, their `~/` imports made relative: the old sanitizer runs with the code it was written against.
 */
function fromGit(file: string, written = new Set<string>()): string {
  const target = path.resolve("bench-results/old", file);
  if (written.has(file)) return target;
  written.add(file);
  const source = execFileSync("git", ["show", `${OLD_REF}:app/${file}`], { encoding: "utf8" });
  const rewritten = source.replace(/from "~\/([^"]+)"/g, (_match, imported: string) => {
    const dependency = fromGit(`${imported}.ts`, written);
    return `from "${path.relative(path.dirname(target), dependency).replace(/^(?!\.)/, "./")}"`;
  });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, rewritten);
  return target;
}

const old = (await import(fromGit("server/sanitize.server.ts"))) as { sanitizePost: (post: Post) => Post };

function blockEditorPost(): string {
  const parts: string[] = [];
  while (parts.join("\n").length < 50 * 1024) parts.push(blockEditorContent(MEDIA));
  return parts.join("\n");
}

const post = (content: string): Post => ({
  id: 1,
  slug: "bench",
  date: "2025-01-01T10:00:00",
  title: { rendered: "A title" },
  excerpt: { rendered: "<p>An excerpt.</p>" },
  content: { rendered: content },
});

type Figure = { ms?: number; note?: string };

/**
 * Median ms of `runs` runs, after a warm-up run when there are more than two (the old sanitizer on a hostile
 * post takes a minute a run); a run that throws is reported by its error instead.
 */
async function time(run: () => unknown, runs: number): Promise<Figure> {
  const times: number[] = [];
  const first = runs > 2 ? 0 : 1;
  for (let k = first; k <= runs; k++) {
    const start = performance.now();
    try {
      await run();
    } catch (error) {
      return { note: `fails: ${(error as Error).name} ${(error as Error).message.slice(0, 40)}` };
    }
    if (k > 0) times.push(performance.now() - start);
  }
  return { ms: median(times) };
}

const options = { siteUrl: SITE, mediaOrigins: [MEDIA], siteFiles: siteFiles() };
// As the server runs it: a worker thread, with a budget long enough to finish every post.
const pool = createSanitizer({ threads: 1, budgetMs: 60_000, maxChars: 16 * 1024 * 1024 });
await pool.sanitize(post("<p>warm</p>"), options);

const cases = [
  { name: "block-editor post", html: blockEditorPost(), runs: 21, oldRuns: 21 },
  { name: "101 unclosed textareas", html: unclosedTextareas(), runs: 5, oldRuns: 1 },
  { name: "5,000 nested divs", html: nestedDivs(), runs: 5, oldRuns: 1 },
];
const rows: Record<string, unknown>[] = [];
console.log(`\nSanitizing one post, median ms (${cpus().length} cores, Node ${process.version}):\n`);
console.log("| post | size | old (in process) | new (in process) | new (worker thread, as served) |");
console.log("| --- | --- | --- | --- | --- |");
for (const { name, html, runs, oldRuns } of cases) {
  const raw = post(html);
  const before = await time(() => old.sanitizePost(raw), oldRuns);
  const now = await time(() => sanitizePostWith(raw, options), runs);
  const served = await time(() => pool.sanitize(raw, options), runs);
  const show = (figure: Figure) => figure.note ?? `${figure.ms!.toFixed(1)} ms`;
  console.log(
    `| ${name} | ${(html.length / 1024).toFixed(0)} KB | ${show(before)} | ${show(now)} | ${show(served)} |`,
  );
  rows.push({ name, bytes: html.length, old: before, new: now, worker: served });
}
await pool.close();
fs.writeFileSync("bench-results/sanitize.json", JSON.stringify(rows, null, 2));
