// Purges the cache in front of the site (Varnish, Fastly or Cloudflare; PURGE_TARGET) by the keys a change
// notice names, the same keys the site drops from its own caches (surrogate-keys.server.ts). Built once with the
// services; each request goes through the one outbound module (its deadline, no redirect, a byte limit on the
// answer); a failed one is tried again a bounded number of times, then logged once and counted.
import type { Logger } from "~/server/log/log.server";
import type { FrontCache, Metrics } from "~/server/metrics/metrics.server";
import { type OutboundAnswer, OutboundError, readOutbound } from "~/server/outbound/outbound.server";
import { type PurgeRequest, type PurgeSettings, purgeRequests } from "./purge-requests.server";

export { type PurgeSettings } from "./purge-requests.server";

export type Purger = {
  /** The cache purged; undefined when none is configured (then `purge` does nothing). */
  target: FrontCache | undefined;
  /** Purges these keys everywhere they are kept in front; true when every request was accepted. Never throws. */
  purge(keys: string[]): Promise<boolean>;
};

export type PurgerOptions = {
  metrics: Pick<Metrics, "frontPurge">;
  logger: Pick<Logger, "warn" | "error">;
  /** The waits before each further attempt: their number bounds the attempts. */
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take. */
  timeoutMs?: number;
};

/** Four attempts within about ten seconds: a cache restarting or an API's short hiccup is waited out. */
const RETRY_DELAYS_MS = [500, 2000, 8000] as const;
/** A Retry-After longer than this is not waited for (the attempts stay bounded in time). */
const MAX_WAIT_MS = 30_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPurger(settings: PurgeSettings | undefined, options: PurgerOptions): Purger {
  if (!settings) return { target: undefined, purge: async () => true };
  const { metrics, logger, retryDelaysMs = RETRY_DELAYS_MS, timeoutMs = 5000 } = options;
  const { target } = settings;
  for (const outcome of ["ok", "retried", "failed"] as const) metrics.frontPurge(target, outcome, 0);

  async function send(request: PurgeRequest, keys: number): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const result = await attemptOnce(request, timeoutMs);
      if (result.ok) {
        metrics.frontPurge(target, "ok");
        return true;
      }
      const wait = retryDelaysMs[attempt];
      if (!result.retry || wait === undefined) {
        metrics.frontPurge(target, "failed");
        // One line per purge given up: where, why, how often tried; never a token (headers are not logged).
        logger.error(
          { target, address: request.label, reason: result.reason, attempts: attempt + 1, keys },
          `Purging ${target} failed`,
        );
        return false;
      }
      metrics.frontPurge(target, "retried");
      await delay(Math.min(Math.max(wait, result.retryAfterMs ?? 0), MAX_WAIT_MS));
    }
  }

  return {
    target,
    async purge(keys) {
      if (keys.length === 0) return true;
      const requests = purgeRequests(settings, keys);
      const sent = await Promise.all(requests.map((request) => send(request, keys.length)));
      return sent.every(Boolean);
    },
  };
}

type Attempt = { ok: true } | { ok: false; retry: boolean; reason: string; retryAfterMs?: number };

/** Most bytes of a purge's answer read: the caches answer a line or a small JSON object. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** One request: accepted, or why not and whether trying again can help (not after a 4xx other than 408/429). */
async function attemptOnce(request: PurgeRequest, timeoutMs: number): Promise<Attempt> {
  let answer: OutboundAnswer;
  try {
    answer = await readOutbound(request.url, {
      origins: [new URL(request.url).origin],
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      method: request.method,
      headers: request.headers,
      body: request.body,
      // Every status is an answer here: which ones are worth another attempt is decided below.
      acceptStatus: () => true,
    });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.kind === "redirect") return { ok: false, retry: false, reason: `answered ${error.status}` };
    if (error.kind === "too-large") return { ok: false, retry: false, reason: error.message };
    const reason = error.kind === "timeout" ? `no answer within ${timeoutMs} ms` : errorReason(error.cause);
    return { ok: false, retry: true, reason };
  }
  const { status, headers } = answer;
  if (status >= 200 && status <= 299)
    return request.accepted(answer.body.toString("utf8"))
      ? { ok: true }
      : { ok: false, retry: true, reason: `${status}, not accepted` };
  const retry = status === 408 || status === 429 || status >= 500;
  const seconds = Number(headers.get("retry-after"));
  return {
    ok: false,
    retry,
    reason: `answered ${status}`,
    retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
  };
}

/** What failed underneath fetch: a code such as ECONNREFUSED, or its message. */
function errorReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
