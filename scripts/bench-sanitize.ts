// Cost of sanitizing one post: the sanitize-html version (taken from git) against the current one, side by
// side in one process, on the embedded posts and on a long block-editor post.
//   npx tsx scripts/bench-sanitize.ts [old-revision]   (default: c20d47d, the last sanitize-html version)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Post } from "../app/lib/posts";
import { createEmbeddedSource } from "../app/server/sources/embedded.server";
import { sanitizePost as newSanitizePost } from "../app/server/sanitize.server";
import { blockEditorContent } from "../tests/block-editor-fixture";

const OLD_REVISION = process.argv[2] ?? "c20d47d";
const RUNS = 200;

async function oldSanitizer(): Promise<(post: Post) => Post> {
  const source = execFileSync("git", ["show", `${OLD_REVISION}:app/server/sanitize.server.ts`], {
    encoding: "utf8",
  });
  const file = path.resolve("bench-results/old-sanitize.server.ts");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return ((await import(file)) as { sanitizePost: (post: Post) => Post }).sanitizePost;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median milliseconds per post over RUNS runs of the whole set, old and new interleaved. */
function measure(posts: Post[], sanitizers: Record<string, (post: Post) => Post>): Record<string, number> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(sanitizers).map((k) => [k, []]));
  for (let run = 0; run < RUNS + 20; run++) {
    for (const [name, sanitize] of Object.entries(sanitizers)) {
      const start = performance.now();
      for (const post of posts) sanitize(post);
      if (run >= 20) times[name]!.push((performance.now() - start) / posts.length);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

const embedded = (await createEmbeddedSource().list(1, 100)).data;
const content = blockEditorContent("https://media.example.com").repeat(8);
const large: Post = { ...embedded[0]!, content: { rendered: content } };
const sanitizers = { "sanitize-html": await oldSanitizer(), hast: newSanitizePost };

const embeddedBytes = embedded.reduce((sum, p) => sum + p.content.rendered.length, 0) / embedded.length;
console.log(`node ${process.version}, ${RUNS} runs, median ms per post`);
for (const [label, posts] of [
  [
    `${embedded.length} embedded posts (content ${Math.round(embeddedBytes / 1024)} KB each on average)`,
    embedded,
  ],
  [`1 block-editor post (content ${Math.round(content.length / 1024)} KB)`, [large]],
] as const) {
  const result = measure([...posts], sanitizers);
  console.log(label);
  for (const [name, ms] of Object.entries(result)) console.log(`  ${name.padEnd(14)} ${ms.toFixed(3)} ms`);
}
