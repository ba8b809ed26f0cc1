// Several instances of the production build behind Debian's Varnish running deploy/varnish.vcl, as
// docs/deploy.md sets them up ("Several instances behind Varnish"), for tests of what happens across instances:
// restarts, a lost instance, what they share. Each instance is `node server.js` on a port it keeps across
// restarts (Varnish's backend list names the ports once), and every process is stopped by the id it started.
import { freePort, type SiteProcess, startSite } from "#tests/support/site-process";
import { deployVcl, startVarnish, type Varnish } from "./varnish";

type Settings = Record<string, string>;

export type ClusterOptions = {
  /** How many instances: Varnish gets one backend each, site_1 to site_N. */
  instances: number;
  /** Every instance's settings over the defaults (below); a function is given the instance's index, from 0. */
  env?: Settings | ((index: number) => Settings);
  /** VCL appended to deploy/varnish.vcl: a test's own rule. */
  extraVcl?: string;
};

export type Cluster = {
  varnish: Varnish;
  /** Each instance's process now: a restart replaces it. */
  instances: SiteProcess[];
  /** `kill -9`: the process ends at once, its open connections reset; resolves once it has exited. */
  kill(index: number): Promise<void>;
  /** SIGTERM (its /readyz answers 503, it drains, exits); then started again with the same port and settings. */
  restart(index: number): Promise<void>;
  /** Starts an instance that was killed or stopped, with the same port and settings. */
  start(index: number): Promise<void>;
  /** Resolves once Varnish's probes count the instance as `state`; its backend is `site_<index + 1>`. */
  waitForHealth(index: number, state: "healthy" | "sick"): Promise<void>;
  stop(): Promise<void>;
};

/** Longest wait for Varnish to see a change of health: two probes 2 s apart, on a busy machine. */
const HEALTH_TIMEOUT_MS = 30_000;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const varnishPort = await freePort();
  const purgePort = await freePort();
  const ports: number[] = [];
  for (let index = 0; index < options.instances; index++) ports.push(await freePort());
  // What docs/deploy.md asks of every instance behind Varnish.
  const defaults: Settings = {
    TRUST_PROXY: "1",
    SITE_URL: `http://127.0.0.1:${varnishPort}`,
    PURGE_TARGET: "varnish",
    VARNISH_PURGE_URLS: `http://127.0.0.1:${purgePort}`,
  };
  const settingsOf = (index: number): Settings => ({
    ...defaults,
    ...(typeof options.env === "function" ? options.env(index) : options.env),
    PORT: String(ports[index]),
  });

  const instances: SiteProcess[] = [];
  let varnish: Varnish | undefined;
  const stop = async () => {
    await varnish?.stop();
    await Promise.all(instances.map((instance) => instance?.stop()));
  };
  // All at once, so that no port chosen above stays free for long (another program could take it).
  const vcl = deployVcl(ports.map((port) => `127.0.0.1:${port}`));
  const starting = [
    startVarnish(varnishPort, purgePort, `${vcl}\n${options.extraVcl ?? ""}\n`).then((v) => (varnish = v)),
    ...ports.map((_, index) => startSite(settingsOf(index)).then((site) => (instances[index] = site))),
  ];
  const outcomes = await Promise.allSettled(starting);
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const started = varnish!;

  const waitForHealth = async (index: number, state: "healthy" | "sick") => {
    const backend = `site_${index + 1}`;
    let seen: string | undefined;
    for (const deadline = Date.now() + HEALTH_TIMEOUT_MS; Date.now() < deadline;) {
      seen = (await started.health())[backend];
      if (seen === state) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Varnish still counts ${backend} as ${seen}, not ${state}`);
  };
  const start = async (index: number) => {
    instances[index] = await startSite(settingsOf(index));
  };
  // Varnish counts a backend healthy from the start (the probe's .initial); those probed before their instance
  // listened are sick until two probes pass.
  try {
    await Promise.all(ports.map((_, index) => waitForHealth(index, "healthy")));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    varnish: started,
    instances,
    async kill(index) {
      const instance = instances[index]!;
      instance.child.kill("SIGKILL");
      await instance.exited;
    },
    async restart(index) {
      await instances[index]!.stop();
      await start(index);
    },
    start,
    waitForHealth,
    stop,
  };
}
