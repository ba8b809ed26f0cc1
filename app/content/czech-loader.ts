// The Czech texts, loaded once. The server has them from the start; a browser asks for them before it hydrates a
// Czech page (entry.client.tsx), or while a navigation to one is under way: the render that needs them waits
// (React Suspense) and the old page stays on screen until they are here.
type Czech = typeof import("./czech");

// On the server (and in Node's tools and tests) at once; in a browser only when asked for.
let czech: Czech | undefined = typeof window === "undefined" ? await import("./czech") : undefined;
let loading: Promise<void> | undefined;

export function loadCzech(): Promise<void> {
  loading ??= import("./czech").then(
    (module) => {
      czech = module;
    },
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again by the next page that asks.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Czech texts; while they are on their way, suspends the render that asked for them. */
export function czechContent(): Czech {
  if (czech) return czech;
  throw loadCzech();
}
