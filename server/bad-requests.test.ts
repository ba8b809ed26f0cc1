// Badly encoded addresses and bodies are the client's error: 400 (or 415) with a short message, one line in the
// log and never a stack trace, whether the answer would come from memory or from the site.
import { createServices } from "~/server/services.server";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createLogger } from "~/server/log/log.server";
import { createApp } from "./app";
import { rawGet } from "./raw-http.fixture";
import type { Render } from "~/server/response-cache/response-cache.server";

let server: Server;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  const config = parseConfig({ SITE_URL: "https://site.test", REVALIDATE_SECRET: "s".repeat(40) });
  const render: Render = async (url) => {
    if (url.startsWith("/boom")) throw new Error("boom");
    return new Response("page", { headers: { "Cache-Control": "public, s-maxage=60" } });
  };
  // What the server logs, each line's message with the stack of its error, if any.
  const logger = createLogger({
    mode: "production",
    level: "warn",
    destination: {
      write(line: string) {
        const { msg, err } = JSON.parse(line) as { msg: string; err?: { stack?: string } };
        logged.push([msg, err?.stack].filter(Boolean).join(" "));
      },
    },
  });
  server = http
    .createServer(createApp({ services: createServices(config), render, logger }))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  await rawGet(port, "/blog"); // kept: a bad spelling of it must not be answered from memory either
});
afterEach(() => void (logged.length = 0));
afterAll(() => new Promise((resolve) => server.close(resolve)));

const noStackTrace = () => expect(logged.join("\n")).not.toMatch(/\n\s+at /);

it.each(["/blog/%", "/%E0", "/blog/%E0%A4%A", "/blog?page=%E0", "/blog?utm_source=%", "/blog?q=%C0%AF"])(
  "GET %s is 400 with a short message",
  async (target) => {
    const { status, headers, body } = await rawGet(port, target);
    expect(status).toBe(400);
    expect(headers["cache-control"]).toBe("no-store");
    expect(body.length).toBeLessThan(100);
    noStackTrace();
  },
);

function post(headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { port, host: "127.0.0.1", path: "/api/revalidate", method: "POST", headers },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

it.each([
  [
    "an unknown charset",
    { "Content-Type": "application/json; charset=klingon" },
    415,
    "Unsupported Media Type",
  ],
  ["a body that is not the gzip it claims", { "Content-Encoding": "gzip" }, 400, "Bad Request"],
  ["an unknown content encoding", { "Content-Encoding": "zork" }, 415, "Unsupported Media Type"],
])("a revalidation with %s is a 4xx with a short message", async (_name, headers, expected, message) => {
  const { status, body } = await post(headers, Buffer.from([0xe0, 0x80, 0x7b, 0xff]));
  expect(status).toBe(expected);
  expect(body).toBe(`${message}\n`);
  noStackTrace();
});

it("a crash logs the path it was asked, never its query (a preview's token, a visitor's search)", async () => {
  const { status } = await rawGet(port, "/boom?token=secret-preview-token&q=private+words");
  expect(status).toBe(500);
  expect(logged.join("\n")).toContain("GET /boom?… failed");
  expect(logged.join("\n")).not.toMatch(/secret-preview-token|private/);
});
