// Measures what abuse costs the production build, for one or more checkouts side by side (each with its own
// `npm run build` and node_modules): 300 query-string variants of /blog (the site's CPU, time per answer, memory
// after), 110 spellings of one proxy request (the site's CPU), and a post whose cover is a 20000x20000 JPEG (peak memory while its card is drawn, the card's time,
// the longest /healthz wait meanwhile). Prints a Markdown table.
// Run: npm run build && npx tsx scripts/bench/bench-hardening.ts [other checkout ...]   (BENCH_PORT, default 3290)
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";
import { hugeJpeg } from "#tests/support/huge-jpeg";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3290);
const dirs = [process.cwd(), ...process.argv.slice(2).map((dir) => path.resolve(dir))];
const HUGE_SLUG = "electrospinning-at-scale";

/** The process's CPU time (user and system) in seconds, and its memory now and at most, in MB. */
function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    cpuSeconds: (Number(stat[11]) + Number(stat[12])) / 100,
    rssMb: kb("VmRSS") / 1024,
    peakMb: kb("VmHWM") / 1024,
  };
}

async function start(dir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn("node", ["server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site in ${dir} did not start`);
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

/** 300 variants of /blog, one after another, after one request for /blog itself. */
async function variants(dir: string, port: number) {
  const site = await start(dir, port, { SITE_URL: `http://127.0.0.1:${port}`, RENDERS_PER_MINUTE: "0" });
  try {
    const base = `http://127.0.0.1:${port}`;
    await (await fetch(`${base}/blog`)).arrayBuffer();
    const before = usage(site.pid!);
    const started = performance.now();
    for (let n = 0; n < 300; n++)
      await (
        await fetch(`${base}/blog?utm_source=v${n}`, { headers: { "Accept-Encoding": "br" } })
      ).arrayBuffer();
    const wallMs = performance.now() - started;
    const after = usage(site.pid!);
    return {
      cpuSeconds: after.cpuSeconds - before.cpuSeconds,
      perAnswerMs: wallMs / 300,
      rssGrowthMb: after.rssMb - before.rssMb,
    };
  } finally {
    await stop(site);
  }
}

/** 110 spellings of one proxy request (leading zeros, other orders, lang=en), after the request itself. */
async function proxySpellings(dir: string, port: number) {
  const site = await start(dir, port, {
    SITE_URL: `http://127.0.0.1:${port}`,
    RENDERS_PER_MINUTE: "0",
    API_RATE_LIMIT_PER_MINUTE: "0",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const ask = async (params: string[]) => {
      const response = await fetch(
        `${base}/api/wordpress?path=/posts&params=${encodeURIComponent(params.join("&"))}`,
      );
      await response.arrayBuffer();
      return response.status;
    };
    await ask(["_embed", "per_page=100", "page=1"]);
    const spellings: string[][] = [];
    for (const perPage of ["100", "0100", "00100", "000100", "0000100"])
      for (const page of [[], ["page=1"], ["page=01"], ["page=001"]])
        for (const lang of [[], ["lang=en"]])
          for (const embed of [[], ["_embed"]])
            for (const reversed of [false, true]) {
              const params = [...embed, `per_page=${perPage}`, ...page, ...lang];
              spellings.push(reversed ? params.reverse() : params);
            }
    const before = usage(site.pid!);
    const statuses = new Set<number>();
    for (const params of spellings.slice(0, 110)) statuses.add(await ask(params));
    const after = usage(site.pid!);
    return { cpuSeconds: after.cpuSeconds - before.cpuSeconds, statuses: [...statuses].join(", ") };
  } finally {
    await stop(site);
  }
}

/** The card of a post whose cover is a 20000x20000 JPEG, with /healthz asked every 100 ms meanwhile. */
async function hugeCover(dir: string, port: number) {
  const jpeg = hugeJpeg(20_000, 20_000);
  const media = http
    .createServer((_req, res) => res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => media.once("listening", resolve));
  const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const wp = await startFakeWordPress({
    posts: (origin) =>
      fixturePosts(origin).map((post) =>
        post.slug === HUGE_SLUG
          ? {
              ...post,
              jetpack_featured_media_url: `${mediaOrigin}/huge.jpg`,
              _embedded: {
                ...(post._embedded as object),
                "wp:featuredmedia": [{ id: 1, source_url: `${mediaOrigin}/huge.jpg` }],
              },
            }
          : post,
      ),
  });
  const site = await start(dir, port, {
    SITE_URL: `http://127.0.0.1:${port}`,
    WORDPRESS_API_URL: wp.apiUrl,
    WORDPRESS_MEDIA_ORIGINS: mediaOrigin,
    WORDPRESS_TIMEOUT_MS: "20000",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await (await fetch(`${base}/blog/${HUGE_SLUG}`)).arrayBuffer(); // the post is read and cached first
    await (await fetch(`${base}/social/home.png`)).arrayBuffer(); // fonts and layout engine loaded first
    const before = usage(site.pid!);
    let drawing = true;
    let longestHealthzMs = 0;
    let healthzFailures = 0;
    const probe = (async () => {
      while (drawing) {
        const asked = performance.now();
        try {
          await (await fetch(`${base}/healthz`)).arrayBuffer();
        } catch {
          healthzFailures += 1;
        }
        longestHealthzMs = Math.max(longestHealthzMs, performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const card = await fetch(`${base}/social/blog/${HUGE_SLUG}.png`);
    await card.arrayBuffer();
    const cardMs = performance.now() - started;
    drawing = false;
    await probe;
    const { peakMb } = usage(site.pid!);
    return { status: card.status, cardMs, longestHealthzMs, healthzFailures, peakMb, startMb: before.rssMb };
  } finally {
    await stop(site);
    await wp.stop();
    media.close();
  }
}

const rows: string[] = [];
for (const [i, dir] of dirs.entries()) {
  const port = BASE_PORT + i;
  const v = await variants(dir, port);
  const p = await proxySpellings(dir, port);
  const c = await hugeCover(dir, port);
  rows.push(
    `| ${path.basename(dir)} | ${v.cpuSeconds.toFixed(2)} s | ${v.perAnswerMs.toFixed(1)} ms | ${v.rssGrowthMb.toFixed(0)} MB | ` +
      `${p.cpuSeconds.toFixed(2)} s (${p.statuses}) | ` +
      `${c.status} in ${(c.cardMs / 1000).toFixed(1)} s | ${c.startMb.toFixed(0)} -> ${c.peakMb.toFixed(0)} MB | ` +
      `${c.longestHealthzMs.toFixed(0)} ms${c.healthzFailures ? ` (${c.healthzFailures} failed)` : ""} |`,
  );
}
console.log(
  [
    "| checkout | 300 variants of /blog: CPU | per answer | memory growth | 110 proxy spellings: CPU | card, 20000x20000 cover | memory before -> peak | longest /healthz wait |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n"),
);
