// Debian's redis-server (the protocol Valkey speaks) for a test: on 127.0.0.1 on a port of its own, in the
// foreground, its files in a temporary folder, nothing saved to disk, and stopped (or killed, to play an outage)
// by the process id it started. Started again on the same port, it is Valkey coming back.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

export type RedisServer = {
  /** The VALKEY_URL of this server. */
  url: string;
  /** Kills it at once (SIGKILL): Valkey lost, connections cut. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, a Valkey too slow to wait for. */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
  /** Starts it again on the same port, empty (as a restarted Valkey without persistence). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(true)).on("error", () => resolve(false));
    socket.unref();
    setTimeout(() => socket.destroy(), 500);
  });

export async function startRedisServer(port: number): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER_PATH))
    throw new Error(`redis-server is not at ${REDIS_SERVER_PATH}: install Debian's redis-server`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-redis-"));
  let child: ChildProcess | undefined;
  let exited = Promise.resolve();

  async function start() {
    const args = [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
    ];
    const started = spawn(REDIS_SERVER_PATH, args, { stdio: "ignore" });
    child = started;
    exited = new Promise<void>((resolve) => started.once("exit", () => resolve()));
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      if (started.exitCode !== null) break;
      if (await accepts(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  }

  async function signal(name: NodeJS.Signals) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => signal("SIGKILL"),
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    restart: start,
    async stop() {
      await signal("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
