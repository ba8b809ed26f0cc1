// What several instances of the site share (decision 062), built once with the services: through Valkey when
// VALKEY_URL is set, otherwise each part's single-instance form, with no client loaded and no socket opened.
import type { Store } from "express-rate-limit";
import type { Config } from "~/server/config.server";
import { createClientBudget } from "~/server/http/http.server";
import type { Logger } from "~/server/log/log.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import { askAlone, type AskOnce, sharedAskOnce } from "./ask-once.server";
import { type ChangeBus, localChangeBus, sharedChangeBus } from "./change-bus.server";
import { type ClientBudget, sharedClientBudget, sharedRateLimitStore } from "./client-budget.server";
import { connectValkey } from "./connection.server";
import { type Claims, localClaims, sharedClaims } from "./claims.server";

export type { ClientBudget } from "./client-budget.server";
export type { AskOnce } from "./ask-once.server";

export type Shared = {
  /** Names claimed once by whichever instance claims them first (a change notice's signature). */
  claims: Claims;
  /** A change notice reaching every instance. */
  changes: ChangeBus;
  /** A per-client budget of `perMinute` (0: none), counted on every instance together. */
  clientBudget(name: string, perMinute: number): ClientBudget;
  /** The store of an express-rate-limit limiter; undefined: its own memory. */
  rateLimitStore(name: string, perMinute: number): Store | undefined;
  /** WordPress asked once by all instances for the same request. */
  askOnce: AskOnce;
  /** Drops WordPress's answers kept for the other instances (before a change notice goes out). */
  forgetAnswers(): Promise<void>;
  /** Resolves once Valkey answers (at once without it): tests wait for it. */
  connected: Promise<void>;
  close(): Promise<void>;
};

/** @internal */
export function localShared(): Shared {
  return {
    claims: localClaims(),
    changes: localChangeBus(),
    clientBudget: (_name, perMinute) => createClientBudget(perMinute),
    rateLimitStore: () => undefined,
    askOnce: askAlone,
    forgetAnswers: async () => {},
    connected: Promise.resolve(),
    close: async () => {},
  };
}

export function createShared(
  config: Config,
  parts: { metrics: Pick<Metrics, "valkeyState">; logger: Pick<Logger, "info" | "warn"> },
): Shared {
  if (!config.valkeyUrl) return localShared();
  const valkey = connectValkey(config.valkeyUrl, parts);
  const answers = sharedAskOnce(valkey, config.wordpress?.timeoutMs ?? 5000);
  return {
    claims: sharedClaims(valkey),
    changes: sharedChangeBus(valkey),
    clientBudget: (name, perMinute) => sharedClientBudget(valkey, name, perMinute),
    rateLimitStore: (name, perMinute) => sharedRateLimitStore(valkey, name, perMinute),
    askOnce: answers,
    forgetAnswers: () => answers.forget(),
    connected: valkey.connected,
    close: () => valkey.close(),
  };
}
