// The image endpoint's memory beside an earlier build, in the same run: each build started afresh in turns,
// three rounds, its resident memory once started (the reference thread's styles read), its peak while 20 large
// pictures are asked at once (bench-images.ts) and once they are answered, how long they took, and whether both
// builds answered the same bytes; then the same after one post page first (the sanitizer's threads started too).
// Alone, after `npm run build`: `npx tsx scripts/bench/bench-image-memory.ts [commit]` (main by default).
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { memoryUnderLoad, PHOTO_POST, startPhotoSite } from "./bench-images";
import { residentMiB } from "./measure";
import { referenceBuild } from "./reference-build";

const ROUNDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3900) + 20;

const commit = execFileSync("git", ["rev-parse", "--short", process.argv[2] ?? "main"], {
  encoding: "utf8",
}).trim();
const builds = { [commit]: referenceBuild(commit), "this build": "." };

const mib = (value: number) => Math.round(value);
const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`;
console.log(loadAverage());
for (const postFirst of [false, true])
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, dir] of round % 2 ? Object.entries(builds) : Object.entries(builds).reverse()) {
      const site = await startPhotoSite(PORT, dir);
      try {
        const started = residentMiB(site.child.pid!).now;
        if (postFirst) await (await fetch(site.url + PHOTO_POST)).arrayBuffer();
        const before = residentMiB(site.child.pid!).now;
        const load = await memoryUnderLoad(site);
        console.log(
          `${postFirst ? "after a post page, " : ""}round ${round}, ${name.padEnd(10)}: started ${mib(started)} MiB,` +
            ` before the pictures ${mib(before)}, peak ${mib(load.peakMiB)}, after ${mib(load.afterMiB)};` +
            ` 20 pictures in ${load.seconds.toFixed(1)} s, ${JSON.stringify(load.statuses)}, answers ${load.digest}`,
        );
      } finally {
        await site.stop();
      }
    }
console.log(loadAverage());
