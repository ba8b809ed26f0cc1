// deploy/site.service as systemd reads it: node itself as its own user, sandboxed, never with a setting that
// stops V8; and a unit systemd-analyze accepts without a warning.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

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

it("systemd-analyze verify accepts it, and refuses a misspelt copy", () => {
  // scripts/ci/ensure-test-tools.sh installs it (Debian's systemd) where it is missing.
  expect(spawnSync("systemd-analyze", ["--version"]).status, "systemd-analyze is not installed").toBe(0);
  const verify = (path: string) => spawnSync("systemd-analyze", ["verify", path], { encoding: "utf8" });
  const good = verify(UNIT);
  expect([good.status, good.stderr]).toEqual([0, ""]);
  const bad = path.join(mkdtempSync(path.join(tmpdir(), "unit-")), "site.service");
  writeFileSync(bad, text.replace("NoNewPrivileges", "NoNewPrivilegs"));
  expect(verify(bad).stderr).toContain("Unknown key 'NoNewPrivilegs'");
});
