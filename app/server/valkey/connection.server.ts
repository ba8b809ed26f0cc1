// The one connection to Valkey (VALKEY_URL) that several instances of the site share (decision 062). The client
// library is imported only when the setting is there. Valkey must never hold a request up: each command has a
// short deadline, and while the connection is down commands fail at once instead of waiting in a queue; callers
// then do what a single instance does. Its going and coming back are logged once each and counted.
import type { Redis, RedisOptions } from "iovalkey";
import type { Logger } from "~/server/log/log.server";
import { messageOf } from "~/server/log/log.server";
import type { Metrics } from "~/server/metrics/metrics.server";

/** The longest one command may take before the caller goes on without Valkey. */
const VALKEY_COMMAND_TIMEOUT_MS = 500;
/** Waits between attempts to reconnect: 100 ms, doubling, at most 2 s (back within seconds of Valkey's return). */
const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 2000);

export type ValkeyConnection = {
  /** The client for commands while connected; undefined while down (the caller does without). */
  commands(): Redis | undefined;
  /** Calls `listener` with every message on `channel` (a second connection: a subscribed one can do nothing else). */
  subscribe(channel: string, listener: (message: string) => void): void;
  /** Calls `listener` when the subscription is back after a break: messages sent meanwhile were missed. */
  onResubscribed(listener: () => void): void;
  /** Resolves once commands go through and the subscriptions so far are made (tests, the first log line). */
  connected: Promise<void>;
  close(): Promise<void>;
};

export type ConnectionOptions = {
  logger: Pick<Logger, "info" | "warn">;
  metrics: Pick<Metrics, "valkeyState">;
};

export function connectValkey(url: string, { logger, metrics }: ConnectionOptions): ValkeyConnection {
  const options: RedisOptions = {
    commandTimeout: VALKEY_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
    // No "ready check" loop on INFO: a reachable server is ready.
    enableReadyCheck: false,
  };
  const channels = new Map<string, ((message: string) => void)[]>();
  const resubscribed: (() => void)[] = [];
  let client: Redis | undefined;
  let subscriber: Redis | undefined;
  let up = false;
  let closed = false;
  /** The subscriptions were made once (the client makes them again after each reconnect). */
  let subscribedBefore = false;
  let connected = () => {};
  const isConnected = new Promise<void>((resolve) => (connected = resolve));

  const loaded = import("iovalkey").then(({ Redis }) => {
    if (closed) return;
    client = new Redis(url, options);
    // The connection's state, once per change: "up" the first time too, so the log says it works.
    client.on("ready", () => {
      if (up) return;
      up = true;
      if (subscribedBefore) connected();
      metrics.valkeyState(true);
      logger.info("Valkey connected: notices, limits and WordPress's answers are shared");
    });
    client.on("close", () => {
      if (!up || closed) return;
      up = false;
      metrics.valkeyState(false);
      logger.warn("Valkey unreachable: each instance works alone until it is back");
    });
    // Errors are the events above (a failed command is its caller's); without a listener each would be printed.
    client.on("error", () => {});
    subscriber = new Redis(url, { ...options, commandTimeout: undefined });
    subscriber.on("error", () => {});
    const listening = subscriber;
    listening.on("ready", async () => {
      // Later connections are subscribed again by the client itself; what was sent meanwhile was missed.
      if (subscribedBefore) for (const listener of resubscribed) listener();
      else if (channels.size > 0) await listening.subscribe(...channels.keys()).catch(() => {});
      subscribedBefore = true;
      if (up) connected();
    });
    listening.on("message", (channel: string, message: string) => {
      for (const listener of channels.get(channel) ?? []) listener(message);
    });
  });
  loaded.catch((error) => logger.warn(`Valkey's client could not be loaded: ${messageOf(error)}`));

  return {
    commands: () => (up && client?.status === "ready" ? client : undefined),
    subscribe(channel, listener) {
      const listeners = channels.get(channel) ?? [];
      listeners.push(listener);
      channels.set(channel, listeners);
      // Subscribed again by the client itself after each reconnect.
      if (listeners.length === 1 && subscriber?.status === "ready")
        void subscriber.subscribe(channel).catch(() => {});
    },
    onResubscribed: (listener) => void resubscribed.push(listener),
    connected: isConnected,
    async close() {
      closed = true;
      await loaded.catch(() => {});
      client?.disconnect();
      subscriber?.disconnect();
    },
  };
}
