// Each request's log line in production, read back as a log system would (one JSON object per line), and the
// readiness answer a load balancer probes.
import { createServices } from "~/server/services.server";
import http, { type Server } from "node:http";
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createLogger } from "~/server/log/log.server";
import { createApp } from "../../../server/app";
import { rawGet } from "../../../server/raw-http.fixture";
import type { Render } from "~/server/response-cache/response-cache.server";

const COOKIE = "session=cookie-value-never-logged";
const TOKEN = "Bearer token-never-logged";
let server: Server;
let port: number;
let readiness: "starting" | "ready" | "stopping" = "ready";
const lines: string[] = [];

beforeAll(async () => {
  const config = parseConfig({ SITE_URL: "https://site.test", TRUST_PROXY: "1" });
  const render: Render = async (url) =>
    url.startsWith("/kept")
      ? new Response("page", { headers: { "Cache-Control": "public, s-maxage=60" } })
      : new Response("not kept", { status: url.startsWith("/broken") ? 500 : 200 });
  const logger = createLogger({
    mode: "production",
    level: "info",
    destination: { write: (line) => lines.push(line) },
  });
  server = http
    .createServer(createApp({ services: createServices(config), render, logger, readiness: () => readiness }))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => void (lines.length = 0));

const secrets = `Cookie: ${COOKIE}\r\nAuthorization: ${TOKEN}\r\n`;
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("one JSON line per request", () => {
  it("names the request, its answer, its duration, the cache and the client behind the proxy", async () => {
    const id = "edge-4f2a_91";
    const first = await rawGet(
      port,
      "/kept?q=secret-query",
      "GET",
      `${secrets}X-Request-Id: ${id}\r\nX-Forwarded-For: 203.0.113.7\r\n`,
    );
    const second = await rawGet(port, "/kept", "GET", "X-Forwarded-For: 198.51.100.2, 192.0.2.1\r\n");
    expect(first.headers["x-request-id"]).toBe(id);
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith("\n") && !line.trimEnd().includes("\n"))).toBe(true);
    const [miss, hit] = entries();
    expect(miss).toMatchObject({
      level: "info",
      requestId: id,
      req: { method: "GET", path: "/kept" },
      res: { status: 200 },
      cache: "miss",
      client: "203.0.113.7",
    });
    expect(hit).toMatchObject({
      requestId: second.headers["x-request-id"],
      cache: "hit",
      client: "192.0.2.1",
    });
    for (const entry of [miss!, hit!]) {
      expect(Number.isNaN(Date.parse(String(entry.time)))).toBe(false);
      expect(entry.durationMs).toEqual(expect.any(Number));
    }
    const text = lines.join("");
    for (const secret of ["cookie-value-never-logged", "token-never-logged", "secret-query"])
      expect(text).not.toContain(secret);
  });

  it("names each request's own client when a proxy sends several clients' requests over one connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (forwardedFor: string) =>
      new Promise<boolean>((resolve, reject) => {
        const headers = { "X-Forwarded-For": forwardedFor };
        const request = http.get({ host: "127.0.0.1", port, path: "/kept", agent, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve(request.reusedSocket));
        });
        request.on("error", reject);
      });
    const reused: boolean[] = [];
    for (const client of ["203.0.113.7", "203.0.113.7", "198.51.100.2"]) reused.push(await ask(client));
    agent.destroy();
    expect(reused).toEqual([false, true, true]);
    await expect.poll(() => lines.length).toBe(3);
    expect(entries().map((entry) => entry.client)).toEqual(["203.0.113.7", "203.0.113.7", "198.51.100.2"]);
  });

  it("logs neither a body nor a request id that is not a sane one", async () => {
    const body = "password=body-never-logged";
    const sent = await rawGet(
      port,
      "/form",
      "POST",
      `X-Request-Id: <script>${"x".repeat(20)}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(sent.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const entry = entries()[0]!;
    expect(entry).toMatchObject({
      requestId: sent.headers["x-request-id"],
      req: { method: "POST", path: "/form" },
    });
    expect(lines.join("")).not.toContain("body-never-logged");
    expect(lines.join("")).not.toContain("script");
  });

  it("an answer the site failed to make is an error line", async () => {
    await rawGet(port, "/broken");
    expect(entries()).toEqual([expect.objectContaining({ level: "error", res: { status: 500 } })]);
  });

  it("probes stay out of the info log, a readiness 503 included", async () => {
    expect((await rawGet(port, "/healthz")).status).toBe(200);
    readiness = "stopping";
    expect((await rawGet(port, "/readyz")).status).toBe(503);
    readiness = "ready";
    expect(lines).toEqual([]);
  });
});

describe("/readyz", () => {
  it("is 503 while starting, 200 while the site serves and 503 once it is stopping; /healthz stays 200", async () => {
    readiness = "starting";
    const starting = await rawGet(port, "/readyz");
    expect([starting.status, JSON.parse(starting.body)]).toEqual([503, { status: "starting" }]);
    expect((await rawGet(port, "/healthz")).status).toBe(200);
    readiness = "ready";
    const serving = await rawGet(port, "/readyz");
    expect([serving.status, JSON.parse(serving.body)]).toEqual([200, { status: "ready" }]);
    readiness = "stopping";
    const stopping = await rawGet(port, "/readyz");
    expect([stopping.status, JSON.parse(stopping.body)]).toEqual([503, { status: "stopping" }]);
    expect(stopping.headers["cache-control"]).toBe("no-store");
    expect((await rawGet(port, "/healthz")).status).toBe(200);
    readiness = "ready";
  });
});

describe("without a proxy in front (TRUST_PROXY unset)", () => {
  it("names the socket's peer as the client, whatever X-Forwarded-For says, on a kept answer too; a file by its whole path", async () => {
    const own: string[] = [];
    const logger = createLogger({
      mode: "production",
      level: "info",
      destination: { write: (l) => own.push(l) },
    });
    const render: Render = async () =>
      new Response("page", { headers: { "Cache-Control": "public, s-maxage=60" } });
    const config = parseConfig({ SITE_URL: "https://site.test" });
    const assets = express.Router().use("/assets", (_req, res) => void res.type("js").send("0"));
    const direct = http.createServer(
      createApp({ services: createServices(config), render, logger, assets: [assets] }),
    );
    await new Promise<void>((resolve) => direct.listen(0, "127.0.0.1", resolve));
    try {
      const directPort = (direct.address() as AddressInfo).port;
      await rawGet(directPort, "/kept", "GET", "X-Forwarded-For: 203.0.113.7\r\n");
      const hit = await rawGet(directPort, "/kept", "GET", "X-Forwarded-For: 203.0.113.7\r\n");
      expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      await rawGet(directPort, "/assets/entry-abc123.js");
      expect(own.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ cache: "miss", client: "127.0.0.1" }),
        expect.objectContaining({
          cache: "hit",
          client: "127.0.0.1",
          requestId: hit.headers["x-request-id"],
        }),
        expect.objectContaining({ req: { method: "GET", path: "/assets/entry-abc123.js" } }),
      ]);
    } finally {
      await new Promise((resolve) => direct.close(resolve));
    }
  });
});

describe("the line and the answer agree on what the cache did", () => {
  it("miss and stored, hit, and a render not kept, each with its Cache-Status", async () => {
    const answers = [];
    for (const target of ["/kept-agree", "/kept-agree", "/fresh-each-time"])
      answers.push((await rawGet(port, target)).headers["cache-status"]);
    expect(answers[0]).toBe("site; fwd=uri-miss; stored");
    expect(answers[1]).toMatch(/^site; hit; ttl=\d+$/);
    expect(answers[2]).toBe("site; fwd=uri-miss; detail=no-lifetime");
    expect(entries().map((entry) => entry.cache)).toEqual(["miss", "hit", "miss"]);
  });
});
