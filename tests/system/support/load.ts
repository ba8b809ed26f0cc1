// A bounded load of kept-alive requests from 127.0.0.1, for tests that change something under it (a restart, a
// lost instance): a few connections, each asking the given paths in turn, each answer read to its end and checked
// against the status its path must give. It ends when stopped, or at its time or count bound.
import http from "node:http";

export type LoadTarget = { method?: "GET" | "HEAD"; path: string; status: number };
/** One request that did not get what its path must give: another status, or no whole answer. */
type LoadFailure = { method: string; path: string; got: string; afterMs: number };
export type LoadResult = { requests: number; failures: LoadFailure[] };

export type Load = {
  /** Requests answered (or failed) so far. */
  requests(): number;
  /** Stops sending; resolves once the requests in flight are done. */
  stop(): Promise<LoadResult>;
};

export function startLoad(options: {
  url: string;
  targets: LoadTarget[];
  /** Connections kept alive at once; each sends its next request once the last is answered. */
  connections: number;
  /** At most this many requests per second in all: the machine's cores are shared with what is under test. */
  perSecond: number;
  maxMs: number;
  maxRequests: number;
}): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const started = Date.now();
  const gapMs = (1000 * options.connections) / options.perSecond;
  const failures: LoadFailure[] = [];
  let requests = 0;
  let stopped = false;
  const over = () => stopped || requests >= options.maxRequests || Date.now() - started >= options.maxMs;

  const ask = (target: LoadTarget) =>
    new Promise<void>((resolve) => {
      const method = target.method ?? "GET";
      let settled = false;
      const fail = (got: string) => {
        if (!settled) failures.push({ method, path: target.path, got, afterMs: Date.now() - started });
        settled = true;
        resolve();
      };
      const request = http.request(`${options.url}${target.path}`, { method, agent }, (response) => {
        let reason = "";
        response.on("data", (chunk: Buffer) => {
          if (response.statusCode !== target.status && reason.length < 200) reason += chunk;
        });
        // An answer cut short also emits an error; `complete` says so below.
        response.on("error", () => undefined);
        // `complete` is false when the connection closed before the whole answer arrived.
        response.once("close", () => {
          if (!response.complete) fail(`${response.statusCode} cut short`);
          else if (response.statusCode !== target.status)
            fail(`${response.statusCode} ${reason.replace(/\s+/g, " ").slice(0, 120)}`);
          else {
            settled = true;
            resolve();
          }
        });
      });
      request.once("error", (error) => fail(error.message));
      request.end();
    });

  const connection = async (first: number) => {
    for (let turn = first; !over(); turn++) {
      const sent = Date.now();
      await ask(options.targets[turn % options.targets.length]!);
      requests++;
      const rest = gapMs - (Date.now() - sent);
      if (rest > 0 && !over()) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));

  return {
    requests: () => requests,
    async stop() {
      stopped = true;
      await done;
      agent.destroy();
      return { requests, failures };
    },
  };
}
