// Debian's Varnish (with varnish-modules' xkey) running deploy/varnish.vcl in front of instances of the site, for
// a test: on 127.0.0.1, in the foreground, with its work directory in a temporary folder, and stopped by the
// process id it started. Its admin port listens on 127.0.0.1 (a port of the system's choosing, the secret in the
// work directory) so that a test can ask which backends Varnish counts as healthy.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";

/** `url` is where visitors are answered; `purgeUrl` the listen address named `purge`, the only one taking PURGE. */
export type Varnish = {
  url: string;
  purgeUrl: string;
  output(): string;
  /** Each backend's health as Varnish's probes see it, by name: `{ site_1: "healthy", site_2: "sick" }`. */
  health(): Promise<Record<string, string>>;
  stop(): Promise<void>;
};

/**
 * deploy/varnish.vcl with one backend per instance (host:port each): its first `backend site_1` line, pointed at
 * each instance in turn, replaces its backend lines, and one `site.add_backend` per instance its list in
 * vcl_init. So the instances given here are the one list of backends.
 */
export function deployVcl(instances: string[]): string {
  const vcl = fs.readFileSync(path.resolve("deploy/varnish.vcl"), "utf8");
  const backendLines =
    /^backend site_\d+ \{ \.host = "[^"]+"; \.port = "\d+";(.*)\n(?:backend site_\d+ .*\n)*/m;
  const addLines = /^(\s+)site\.add_backend\(site_\d+\);(.*)\n(?:\s+site\.add_backend\(site_\d+\);.*\n)*/m;
  const backends = vcl.match(backendLines);
  const adds = vcl.match(addLines);
  if (!backends || !adds) throw new Error("deploy/varnish.vcl has no backend site_1 lines to adapt");
  const [, rest] = backends;
  const [, indent, comment] = adds;
  const declared = instances.map((origin, index) => {
    const { hostname, port } = new URL(`http://${origin}`);
    return `backend site_${index + 1} { .host = "${hostname}"; .port = "${port}";${rest}\n`;
  });
  const added = instances.map(
    (_, index) => `${indent}site.add_backend(site_${index + 1});${index === 0 ? comment : ""}\n`,
  );
  return vcl.replace(backendLines, () => declared.join("")).replace(addLines, () => added.join(""));
}

/** Starts varnishd listening on `port` and `purgePort` with `vcl`; resolves once it accepts connections. */
export async function startVarnish(port: number, purgePort: number, vcl: string): Promise<Varnish> {
  if (!fs.existsSync(VARNISHD_PATH))
    throw new Error(
      `varnishd is not at ${VARNISHD_PATH}: install Debian's varnish and varnish-modules (apt-get install varnish varnish-modules)`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-varnish-"));
  fs.writeFileSync(path.join(dir, "site.vcl"), vcl);
  const args = [
    "-F", // foreground: the process started is the one stopped
    "-j",
    "none", // no jail: started as root or not, it runs as the caller, in its own folder
    "-n",
    path.join(dir, "work"),
    "-a",
    `127.0.0.1:${port}`,
    "-a",
    `purge=127.0.0.1:${purgePort}`,
    "-T",
    "127.0.0.1:0", // admin port: varnishadm -n finds it and the secret in the work directory
    "-f",
    path.join(dir, "site.vcl"),
    "-s",
    "malloc,32m",
    "-p",
    "vcc_allow_inline_c=off",
  ];
  const child: ChildProcess = spawn(VARNISHD_PATH, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const varnish: Varnish = {
    url: `http://127.0.0.1:${port}`,
    purgeUrl: `http://127.0.0.1:${purgePort}`,
    output: () => output,
    async health() {
      const list = await new Promise<string>((resolve, reject) =>
        execFile("varnishadm", ["-n", path.join(dir, "work"), "backend.list"], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
      // "boot.site_1   healthy   2/3   healthy   <date>": the name, then the admin state, the probe's last results,
      // then the health.
      const rows = list.split("\n").map((line) => line.trim().split(/\s+/));
      return Object.fromEntries(
        rows.filter((row) => row[0]?.includes(".")).map((row) => [row[0]!.split(".").pop()!, row[3]!]),
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // varnishd compiles the VCL to C first: seconds, more on a busy machine.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(true)).on("error", () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 500);
    });
    if (up) return varnish;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await varnish.stop();
  throw new Error(`varnishd did not start:\n${output}`);
}

/**
 * SHUTDOWN_DELAY_MS for an instance behind deploy/varnish.vcl, worked out from its probe of /readyz as
 * docs/deploy.md says: after SIGTERM, the probes count the instance sick once window - threshold + 1 of them
 * have failed, so at worst that many intervals later; one interval more covers the last probe's answer and the
 * requests already on their way to it.
 */
export function deployShutdownDelayMs(): number {
  const vcl = fs.readFileSync(path.resolve("deploy/varnish.vcl"), "utf8");
  const probe = vcl.match(/^probe ready \{([^}]*)\}/m)?.[1] ?? "";
  const value = (name: string) => {
    const found = probe.match(new RegExp(`\\.${name} = (\\d+)(s?);`));
    if (!found) throw new Error(`deploy/varnish.vcl's probe has no .${name}`);
    return Number(found[1]) * (found[2] === "s" ? 1000 : 1);
  };
  const interval = value("interval");
  return interval * (value("window") - value("threshold") + 1) + interval;
}
