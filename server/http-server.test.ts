// The server's own limits, over real sockets on 127.0.0.1: slow headers are cut off while normal requests are
// answered, a head too large is refused, and connections past the cap are closed. The times are short here so
// the test is quick; what is asserted is who was answered and who was closed, never how fast.
import { createServices } from "~/server/services.server";
import http, { type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import type { Render } from "~/server/response-cache/response-cache.server";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(env: Record<string, string>) {
  const config = parseConfig({ SITE_URL: "http://site.test", RENDERS_PER_MINUTE: "0", ...env });
  const render: Render = async () => new Response("page", { headers: { "Cache-Control": "no-store" } });
  const server = createHttpServer(createApp({ services: createServices(config), render }), config.http).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      })
      .on("error", reject);
  });
}

/** A connection that sends its request head one byte a second and never finishes it. */
function slowClient(port: number) {
  const state = { closed: false, answer: "" };
  const socket = net.connect(port, "127.0.0.1", () =>
    socket.write("GET / HTTP/1.1\r\nHost: site.test\r\nX-Slow: "),
  );
  const drip = setInterval(() => socket.writable && socket.write("a"), 1000);
  socket.on("data", (chunk) => (state.answer += chunk));
  socket.on("error", () => {});
  socket.on("close", () => {
    state.closed = true;
    clearInterval(drip);
  });
  return { state, socket, stop: () => (clearInterval(drip), socket.destroy()) };
}

/** Polls until `done` or `seconds` have passed (a bound on the test, not something asserted). */
async function until(done: () => boolean, seconds: number) {
  for (let waited = 0; !done() && waited < seconds * 1000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

it("300 connections sending their headers a byte a second are closed; normal requests are answered meanwhile", async () => {
  const port = await start({
    HEADERS_TIMEOUT_MS: "1000",
    REQUEST_TIMEOUT_MS: "1000",
    MAX_CONNECTIONS: "400",
  });
  const slow = Array.from({ length: 300 }, () => slowClient(port));
  try {
    await until(() => slow.every((client) => client.socket.readyState === "open"), 5);
    const normal = await Promise.all(Array.from({ length: 20 }, () => get(port, "/products")));
    expect(normal).toEqual(Array(20).fill(200));
    await until(() => slow.every((client) => client.state.closed), 15);
    expect(slow.filter((client) => client.state.closed)).toHaveLength(300);
    // Those that got an answer before the close were told why: 408 Request Timeout.
    for (const { state } of slow) if (state.answer) expect(state.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await get(port, "/products")).toBe(200);
  } finally {
    for (const client of slow) client.stop();
  }
}, 30_000);

it("a request head larger than MAX_HEADER_BYTES is refused with 431", async () => {
  const port = await start({ MAX_HEADER_BYTES: "4096" });
  expect(await get(port, "/products", { "X-Big": "b".repeat(8000) })).toBe(431);
  expect(await get(port, "/products", { "X-Small": "s".repeat(1000) })).toBe(200);
});

it("connections past MAX_CONNECTIONS are closed at once; those already open carry on", async () => {
  const port = await start({
    MAX_CONNECTIONS: "5",
    HEADERS_TIMEOUT_MS: "60000",
    REQUEST_TIMEOUT_MS: "60000",
  });
  const clients: ReturnType<typeof slowClient>[] = [];
  for (let n = 0; n < 10; n++) {
    const client = slowClient(port);
    clients.push(client);
    await new Promise((resolve) => client.socket.once("connect", resolve));
  }
  try {
    await until(() => clients.filter((client) => client.state.closed).length >= 5, 5);
    expect(clients.filter((client) => client.state.closed)).toHaveLength(5);
    expect(clients.filter((client) => client.socket.readyState === "open")).toHaveLength(5);
  } finally {
    for (const client of clients) client.stop();
  }
});
