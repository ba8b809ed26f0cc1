// deploy/site.service as systemd reads it: node itself as its own user, sandboxed, never with a setting that
// stops V8. That systemd-analyze accepts it without a warning: tests/system/deploy-unit.spec.ts.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { deployShutdownDelayMs } from "#tests/system/support/varnish";

const UNIT = "deploy/site.service";
const text = readFileSync(UNIT, "utf8");
const settings = text
  .split("\n")
  .filter((line) => /^[A-Za-z]+=/.test(line))
  .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const);
const values = (key: string) => settings.filter(([name]) => name === key).map(([, value]) => value);

it("runs node server.js directly, as its own user, in production", () => {
  expect(values("ExecStart")).toEqual(["/usr/bin/node server.js"]);
  expect(values("User")).toEqual(["site"]);
  expect(values("Environment").join(" ")).toContain("NODE_ENV=production");
});

it("is sandboxed, writable only in its cache directory, and leaves V8 its executable memory", () => {
  for (const [key, value] of <[string, string][]>[
    ["NoNewPrivileges", "yes"],
    ["ProtectSystem", "strict"],
    ["ProtectHome", "yes"],
    ["PrivateTmp", "yes"],
    ["CacheDirectory", "site"],
  ])
    expect(values(key), key).toEqual([value]);
  expect(values("ReadWritePaths")).toEqual([]);
  expect(values("MemoryDenyWriteExecute")).toEqual([]);
});

it("serves after SIGTERM until deploy/varnish.vcl's probes have counted it out, and systemd waits longer", () => {
  const environment = values("Environment").join(" ");
  const delayMs = Number(environment.match(/\bSHUTDOWN_DELAY_MS=(\d+)/)?.[1]);
  expect(delayMs).toBe(deployShutdownDelayMs());
  // The drain after the wait takes up to 10 s.
  expect(values("TimeoutStopSec")).toEqual(["30s"]);
  expect(delayMs + 10_000).toBeLessThan(30_000);
});

it("maps large blocks on their own, with a setting glibc knows and takes", () => {
  const tunables = values("Environment")
    .map((value) => /^GLIBC_TUNABLES=(\S+)$/.exec(value)?.[1])
    .find(Boolean);
  expect(tunables).toBe("glibc.malloc.mmap_threshold=131072");
  // glibc passes over a tunable it does not know without a word; its loader lists the values it took.
  const loader = /\S*\/ld-linux[^/\s]*\.so\.\d+$/m.exec(readFileSync("/proc/self/maps", "utf8"))?.[0];
  expect(loader, "this node runs without glibc's loader").toBeDefined();
  const listed = spawnSync(loader!, ["--list-tunables"], { env: { GLIBC_TUNABLES: tunables }, encoding: "utf8" });
  expect(listed.stdout).toMatch(/^glibc\.malloc\.mmap_threshold: 0x20000 /m);
});
