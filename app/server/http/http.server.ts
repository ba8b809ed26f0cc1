// The door of app/server/http: what the site's answers share (outage and refusal answers, Cache-Control, the
// content security policy and the finished document, the limits on what reaches WordPress, request coalescing).
export {
  RETRY_AFTER_SECONDS,
  UnavailableError,
  retryAfter,
  retryLaterHeaders,
  unavailableInit,
} from "./answers.server";
export {
  DEGRADED,
  NO_STORE,
  SHARED_FIVE_MINUTES,
  SHARED_ONE_DAY,
  ageHeader,
  pageHeaders,
} from "./cache-control.server";
export { contentSecurityPolicy } from "./content-security-policy.server";
export { ownInlineScripts } from "./own-inline-scripts.server";
export { finishDocument } from "./document.server";
export { precompressedAssets } from "./precompressed.server";
export {
  ClientLimitError,
  SourceBusyError,
  TOO_MANY_REQUESTS,
  createClientBudget,
  createGate,
} from "./limits.server";
export type { GateOptions } from "./limits.server";
export { createSingleFlight } from "./single-flight.server";
export {
  cacheStateOf,
  noteCacheStatus,
  setCacheStatus,
  type CacheState,
  type CacheStatus,
  type Detail,
  type Forwarded,
  type ImageCacheStatus,
} from "./cache-state.server";
export { canonicalPath, routedPath, routeSpelling } from "./canonical-path.server";
