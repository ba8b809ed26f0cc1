// deploy/site.service as Debian's systemd reads it: a unit systemd-analyze accepts without a warning (what the
// unit says is checked in server/deploy-unit.test.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const UNIT = "deploy/site.service";

test("systemd-analyze verify accepts it, and refuses a misspelt copy", () => {
  // scripts/ci/ensure-test-tools.sh installs it (Debian's systemd) where it is missing.
  expect(spawnSync("systemd-analyze", ["--version"]).status, "systemd-analyze is not installed").toBe(0);
  const verify = (path: string) => spawnSync("systemd-analyze", ["verify", path], { encoding: "utf8" });
  const good = verify(UNIT);
  expect([good.status, good.stderr]).toEqual([0, ""]);
  const bad = path.join(mkdtempSync(path.join(tmpdir(), "unit-")), "site.service");
  writeFileSync(bad, readFileSync(UNIT, "utf8").replace("NoNewPrivileges", "NoNewPrivilegs"));
  expect(verify(bad).stderr).toContain("Unknown key 'NoNewPrivilegs'");
});
