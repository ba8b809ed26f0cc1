// Debian's nginx, started by a test or the benchmark on 127.0.0.1 with everything it writes in a temporary
// directory, and stopped by the process id it started.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type Nginx = { url: string; dir: string; child: ChildProcess; log(): string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs nginx with `http` (the inside of its http block) given the port to listen on and a directory of its own;
 * resolves once it answers.
 */
export async function startNginx(http: (port: number, dir: string) => string): Promise<Nginx> {
  if (!fs.existsSync(NGINX_PATH))
    throw new Error(
      `nginx is not at ${NGINX_PATH}: install Debian's nginx-light (apt-get install nginx-light)`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  // Started as root, nginx's workers run as nobody: they must be able to reach their directories.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      "  include /etc/nginx/mime.types;",
      http(port, dir),
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX_PATH, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const log = () => (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : "");
  const nginx: Nginx = {
    url: `http://127.0.0.1:${port}`,
    dir,
    child,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(true)).on("error", () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 500);
    });
    if (up) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const message = log();
  await nginx.stop();
  throw new Error(`nginx did not start:\n${message}`);
}

/** deploy/nginx.conf with its CHANGE lines pointed at this machine: the given instances, port and directory. */
export function deployConfig(instances: string[], port: number, dir: string): string {
  const source = fs.readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  return source
    .replace(
      /^\s*server 127\.0\.0\.1:3000;.*$/m,
      instances.map((origin) => `    server ${origin};`).join("\n"),
    )
    .replace("/var/cache/nginx/site", `${dir}/cache`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}
