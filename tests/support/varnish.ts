// Debian's Varnish (with varnish-modules' xkey) running deploy/varnish.vcl in front of instances of the site, for
// a test: on 127.0.0.1, in the foreground, with its work directory in a temporary folder, no admin port, and
// stopped by the process id it started.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";

/** `url` is where visitors are answered; `purgeUrl` the listen address named `purge`, the only one taking PURGE. */
export type Varnish = { url: string; purgeUrl: string; output(): string; stop(): Promise<void> };

/** deploy/varnish.vcl with its two backends pointed at these instances (host:port each). */
export function deployVcl(instances: [string, string]): string {
  let vcl = fs.readFileSync(path.resolve("deploy/varnish.vcl"), "utf8");
  for (const [index, origin] of instances.entries()) {
    const { hostname, port } = new URL(`http://${origin}`);
    const before = new RegExp(`(backend site_${index + 1} \\{ \\.host = )"[^"]+"; \\.port = "\\d+";`);
    if (!before.test(vcl))
      throw new Error(`deploy/varnish.vcl has no backend site_${index + 1} line to adapt`);
    vcl = vcl.replace(before, `$1"${hostname}"; .port = "${port}";`);
  }
  return vcl;
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
    "none", // no admin port
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
