// The log room's door: the one logger (logger.server.ts, decision 040) and each request's line
// (requests.server.ts). The room's files import each other, never this door.
export { log, type Logger, messageOf, routeConsoleToLog } from "./logger.server";
export { createRequestLog } from "./requests.server";
/** @internal */
export { createLogger } from "./logger.server";
