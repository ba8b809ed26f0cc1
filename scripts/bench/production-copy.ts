// A copy of the production build (`node server.js`) for one part of the benchmark, on its own port with its own
// settings, returned once it answers.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ProductionCopy = {
  port: number;
  /** Settings on top of the production defaults; SITE_URL is the copy's own address unless given. */
  env?: Record<string, string>;
  /** Where the server's standard output goes (a file descriptor, or "ignore"/"inherit"). */
  stdout?: "ignore" | "inherit" | number;
  /** The path asked for until it answers 2xx. */
  readyPath?: string;
  /** The checkout whose build runs (this one by default). */
  dir?: string;
  /** The core it runs on alone (taskset), as the benchmark's side-by-side runs pin it. */
  cpu?: number;
  /** How often `readyPath` is asked until it answers (ms); small when the start itself is measured. */
  pollMs?: number;
};

/**
 * The allocator setting the checkout's deploy/site.service starts the server with (GLIBC_TUNABLES), so that a copy
 * uses memory as deployed; none for a checkout whose unit sets none or that has no unit.
 */
function deployedAllocator(dir = "."): Record<string, string> {
  const file = path.join(dir, "deploy/site.service");
  const unit = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const value = /^Environment=GLIBC_TUNABLES=(\S+)$/m.exec(unit)?.[1];
  return value ? { GLIBC_TUNABLES: value } : {};
}

/** Starts the copy and waits until `readyPath` answers; a copy that never does is stopped and reported. */
export async function startProductionCopy({
  port,
  env = {},
  stdout = "inherit",
  readyPath = "/",
  dir,
  cpu,
  pollMs = 100,
}: ProductionCopy): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const [command, ...args] = cpu === undefined ? ["node"] : ["taskset", "-c", String(cpu), "node"];
  const child = spawn(command!, [...args, "server.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      ...deployedAllocator(dir),
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  // A minute: a loaded machine starts a copy in 20-30 s.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      if ((await fetch(base + readyPath)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill();
  throw new Error("The server did not start; run `npm run build` first.");
}
