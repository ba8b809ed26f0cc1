// Starts a copy of the production build (`node server.js`) with its own settings, for tests that need a
// server of their own (settings, shutdown, a hostile WordPress). Stopped by the process id it started.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export type SiteProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs `node server.js` with these settings (on a free port unless they name `PORT`); resolves once it listens,
 * or rejects when it exits first.
 */
export async function startSite(env: Record<string, string> = {}): Promise<SiteProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      // One address runs every test: a limit of its own is set by the tests about it.
      RENDERS_PER_MINUTE: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const site: SiteProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const listening = new Promise<void>((resolve) => {
    const check = () => (output.includes("Site listening") ? resolve() : undefined);
    child.stdout!.on("data", check);
  });
  const outcome = await Promise.race([
    listening.then(() => "up" as const),
    exited.then(() => "exited" as const),
  ]);
  if (outcome === "exited") throw new Error(`The server exited at start:\n${output}`);
  return site;
}

/** Runs `node server.js` expecting it to refuse to start; resolves with its exit code and output. */
export async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // Only a server that never stops is killed: on a busy machine loading the bundle alone has taken 15 s.
  const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}
