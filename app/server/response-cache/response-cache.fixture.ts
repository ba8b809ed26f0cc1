// A site behind the response cache over real HTTP on 127.0.0.1, whose answers and clock the tests control.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach } from "vitest";
import { createResponseCache, type Render, type ResponseCacheOptions } from "./response-cache.server";

export const SHARED = "public, max-age=300, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400";
export const PAGE = "<!DOCTYPE html><p>" + "Nanofibers for tissue engineering. ".repeat(200) + "</p>";

export type Answer = { status?: number; body?: string; headers?: Record<string, string>; fail?: boolean };
type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A site behind the cache: `answer` decides each render; `renders` lists what was rendered, for whom. */
export async function site(
  answer: (url: string, n: number) => Answer | Promise<Answer>,
  maxBytes = 1 << 20,
  options: Partial<ResponseCacheOptions> = {},
) {
  let clock = 1_000_000;
  const renders: { url: string; client?: string }[] = [];
  const render: Render = async (url, { client }) => {
    renders.push({ url, client });
    const a = await answer(url, renders.length);
    if (a.fail) throw new Error("render failed");
    return new Response(a.body ?? PAGE, {
      status: a.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED, ...a.headers },
    });
  };
  const cache = createResponseCache({
    render,
    clientOf: (req) => String(req.headers["x-client"] ?? "anyone"),
    headers: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "script-src 'self'" },
    maxBytes,
    now: () => clock,
    ...options,
  });
  const app = express();
  app.all("*splat", cache.renderAndKeep);
  app.use(((_error, _req, res, _next) => res.status(500).send("crash")) as express.ErrorRequestHandler);
  let received = 0;
  server = http
    .createServer((req, res) => {
      received++;
      if (!cache.answer(req, res)) app(req, res);
    })
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const port = (server!.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Got>((resolve, reject) => {
      const request = http.request({ port, host: "127.0.0.1", path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    });
  return {
    get,
    renders,
    /** Requests the site has been sent so far. */
    received: () => received,
    /** Drops every kept answer carrying one of these keys, as a change notice does. */
    purge: (keys: string[]) => cache.purge(keys),
    advance: (seconds: number) => (clock += seconds * 1000),
  };
}
