// A promise nobody awaited must not take the whole site down: log it and keep serving.
import { log, type Logger } from "~/server/log/log.server";

let installed = false;

export function guardProcess(logger: Logger = log) {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "Unhandled promise rejection (the server keeps running)");
  });
}
