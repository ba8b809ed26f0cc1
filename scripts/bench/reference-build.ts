// The production build of an earlier commit, for measuring beside this one in the same run: its tree read
// from git into a directory of its own under /tmp (kept between runs), this checkout's node_modules linked in
// (the earlier lock file's packages are a subset of this one's), built once.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The last build before JSON logs, metrics, request ids and purge keys: the cached path's yardstick. */
export const BEFORE_OPERATIONS = "f1eae09";

/** The directory holding `commit`'s production build, made on first use. */
export function referenceBuild(commit: string): string {
  const dir = `/tmp/site-bench-${commit}`;
  const modules = path.join(dir, "node_modules");
  if (fs.existsSync(path.join(dir, "build/server/index.js"))) {
    // Linked again each time: the checkout that made it may be gone, and its link with it.
    fs.rmSync(modules, { force: true });
    fs.symlinkSync(path.resolve("node_modules"), modules);
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tree = execFileSync("git", ["archive", "--format=tar", commit], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: tree });
  fs.symlinkSync(path.resolve("node_modules"), modules);
  console.log(`Building ${commit} in ${dir} for the side-by-side runs...`);
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return dir;
}
