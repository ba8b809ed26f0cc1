// Three instances of the production build behind deploy/varnish.vcl, under a steady load from 127.0.0.1 of kept
// pages and of answers Varnish never keeps: restarting every instance in turn (SIGTERM: /readyz turns 503, the
// probes take it out, it drains and exits, then starts again), and losing one to `kill -9`, cost no client an
// error (docs/deploy.md, "Restarts and a lost instance").
import http from "node:http";
import type net from "node:net";
import { expect, test } from "@playwright/test";
import { freePort } from "#tests/support/site-process";
import { type Cluster, startCluster } from "./support/cluster";
import { type LoadResult, type LoadTarget, startLoad } from "./support/load";
import { deployShutdownDelayMs, deployVcl, startVarnish } from "./support/varnish";

test.describe.configure({ mode: "serial" });

const INSTANCES = 3;
const TARGETS: LoadTarget[] = [
  { path: "/", status: 200 },
  { path: "/healthz", status: 200 }, // never kept: every one reaches an instance
  { path: "/blog/humidity-and-fiber-morphology", status: 200 },
  { path: "/no-such-page", status: 404 }, // never kept: rendered by an instance each time
  { method: "HEAD", path: "/blog", status: 200 },
  { method: "HEAD", path: "/no-such-page", status: 404 },
];

test.describe("three instances under load", () => {
  let cluster: Cluster | undefined;

  test.beforeAll(async () => {
    // Three servers and a VCL compiled to C: on a busy machine, more than a test's usual time.
    test.setTimeout(120_000);
    cluster = await startCluster({
      instances: INSTANCES,
      env: { SHUTDOWN_DELAY_MS: String(deployShutdownDelayMs()) },
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  /** The load the cases run under: bounded, whatever happens to the test. */
  function load() {
    return startLoad({
      url: cluster!.varnish.url,
      targets: TARGETS,
      connections: 4,
      perSecond: 150,
      maxMs: 90_000,
      maxRequests: 20_000,
    });
  }

  function expectNoErrors(result: LoadResult) {
    const { requests, failures } = result;
    const summary = `${failures.length} errors in ${requests} requests`;
    test.info().annotations.push({ type: "load", description: summary });
    expect(failures.length, `${summary}, the first: ${JSON.stringify(failures.slice(0, 3))}`).toBe(0);
  }

  test("kill -9 of one instance under load: every client still gets its answer", async () => {
    test.setTimeout(90_000);
    const running = load();
    await expect.poll(() => running.requests(), { timeout: 30_000 }).toBeGreaterThan(200);
    await cluster!.kill(0);
    // Until the probes count it sick, Varnish still picks it for some requests.
    await cluster!.waitForHealth(0, "sick");
    const atSick = running.requests();
    await expect.poll(() => running.requests(), { timeout: 30_000 }).toBeGreaterThan(atSick + 300);
    const result = await running.stop();
    expectNoErrors(result);

    await cluster!.start(0);
    await cluster!.waitForHealth(0, "healthy");
  });

  test("every instance restarted in turn under load: every client still gets its answer", async () => {
    test.setTimeout(180_000);
    const running = load();
    await expect.poll(() => running.requests(), { timeout: 30_000 }).toBeGreaterThan(200);
    for (let index = 0; index < INSTANCES; index++) {
      await cluster!.restart(index);
      await cluster!.waitForHealth(index, "healthy");
    }
    const result = await running.stop();
    expectNoErrors(result);
  });
});

test("a request an instance drops is asked again of another only when it is a GET or HEAD, twice at most", async () => {
  // Two stand-ins for instances: ready for the probes, but every other request's connection is dropped unanswered.
  const asked: { by: number; request: string }[] = [];
  const servers = [0, 1].map((by) =>
    http.createServer((request, response) => {
      if (request.url === "/readyz") return response.end("{}");
      asked.push({ by, request: `${request.method} ${request.url}` });
      request.socket.destroy();
    }),
  );
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
        ),
    ),
  );
  const varnish = await startVarnish(
    await freePort(),
    await freePort(),
    deployVcl(ports.map((port) => `127.0.0.1:${port}`)),
  );
  try {
    const answer = await fetch(`${varnish.url}/products`);
    expect(answer.status).toBe(503);
    expect(asked.map(({ request }) => request)).toEqual(["GET /products", "GET /products", "GET /products"]);
    // The first retry goes to the other instance, not back to the one that dropped it.
    expect(asked[1]!.by).not.toBe(asked[0]!.by);
    asked.length = 0;
    const post = await fetch(`${varnish.url}/api/revalidate`, { method: "POST", body: "{}" });
    expect(post.status).toBe(503);
    expect(asked.map(({ request }) => request)).toEqual(["POST /api/revalidate"]);
  } finally {
    await varnish.stop();
    for (const server of servers) server.close();
  }
});
