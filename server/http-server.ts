// The HTTP server and its own limits (HEADERS_TIMEOUT_MS and the others, app/server/config.server.ts): a client
// that sends its headers a byte at a time, keeps a connection idle or opens thousands of them is cut off,
// instead of holding the process's sockets and memory while real visitors wait.
import http, { type RequestListener } from "node:http";
import type { Config } from "~/server/config.server";

export function createHttpServer(listener: RequestListener, limits: Config["http"]): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node looks for requests past those times (its default, 30 s, would let them run on for that).
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(limits.headersTimeoutMs / 4))),
    },
    listener,
  );
  // Past the cap a new connection is closed at once; the ones already open carry on.
  server.maxConnections = limits.maxConnections;
  return server;
}
