// Who goes next to a worker thread. Clients take turns: each free thread takes the oldest waiting task of the
// next client in the round, so a client with many posts waiting (36 searches of nine posts each) delays another
// client's post by at most one of its own, not by all of them. A client may keep only so many waiting. Tasks
// run one at a time while they come and go quickly: a further thread is taken only once a task has waited
// `growAfterMs`, so a list of short posts never starts a second thread (20-40 MB) for a few milliseconds' gain.
import { ClientLimitError } from "~/server/http/http.server";

/** How long a client past its share of the queue is asked to wait. */
const RETRY_AFTER_SECONDS = 5;

export type FairQueue = {
  /**
   * Runs `task` when a thread is free and it is `client`'s turn; ClientLimitError when the client's share is
   * full. No client: the site's own reads (a refresh, the sitemap), which take turns as one and are not limited.
   */
  run<T>(client: string | undefined, task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a thread, all clients together. */
  readonly waiting: number;
  /** Tasks waiting or running. */
  readonly pending: number;
};

type Waiting = { start: () => void; since: number };

export function createFairQueue(threads: number, waitingPerClient: number, growAfterMs = 0): FairQueue {
  // In the order of their turns: a client that just had one goes to the back.
  const queues = new Map<string, Waiting[]>();
  let running = 0;
  let waiting = 0;
  let recheck: NodeJS.Timeout | undefined;

  /** How long the task that came first has waited; every client's queue is in arrival order. */
  const longestWait = () =>
    performance.now() - Math.min(...[...queues.values()].map((queue) => queue[0]!.since));

  const mayStart = () => running === 0 || (running < threads && longestWait() >= growAfterMs);

  function next() {
    while (queues.size > 0 && mayStart()) {
      const [client, queue] = queues.entries().next().value!;
      queues.delete(client);
      const { start } = queue.shift()!;
      if (queue.length > 0) queues.set(client, queue);
      waiting -= 1;
      running += 1;
      start();
    }
    if (queues.size > 0 && running < threads && !recheck) {
      recheck = setTimeout(
        () => {
          recheck = undefined;
          next();
        },
        Math.max(1, growAfterMs - longestWait()),
      );
      recheck.unref();
    }
  }

  return {
    run(client, task) {
      const key = client ?? "";
      const queue = queues.get(key) ?? [];
      if (client !== undefined && queue.length >= waitingPerClient)
        return Promise.reject(new ClientLimitError(RETRY_AFTER_SECONDS));
      return new Promise((resolve, reject) => {
        const start = () =>
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        queue.push({ start, since: performance.now() });
        queues.set(key, queue);
        waiting += 1;
        next();
      });
    },
    get waiting() {
      return waiting;
    },
    get pending() {
      return waiting + running;
    },
  };
}
