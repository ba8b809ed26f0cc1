// One piece of work per key at a time: a caller asking for a key whose work is running shares its promise
// instead of doing the same work again (a page render, a card drawing, a picture). The key is free again once
// the work settles, whether it succeeded or failed.

export type SingleFlight<T> = {
  /** The work running for `key`, or `work()` started now and shared until it settles. */
  run(key: string, work: () => Promise<T>): Promise<T>;
  /** True while work for `key` is running. */
  has(key: string): boolean;
};

export function createSingleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, work) {
      const pending = running.get(key);
      if (pending) return pending;
      const promise = work().finally(() => {
        if (running.get(key) === promise) running.delete(key);
      });
      running.set(key, promise);
      return promise;
    },
    has: (key) => running.has(key),
  };
}
