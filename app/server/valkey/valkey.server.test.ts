// The in-memory half of the shared parts' contract (tests/support/shared-contract.ts; the Valkey half runs in
// the system tier), and what a single instance must never do: load Valkey's client or open a socket.
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sharedContract } from "#tests/support/shared-contract";
import { parseConfig } from "~/server/config.server";
import { createMetrics } from "~/server/metrics/metrics.server";
import { createShared, localShared, type Shared } from "./valkey.server";
import { localClaims } from "./claims.server";

const quiet = { info: () => {}, warn: () => {} };

describe("the shared parts in one process's memory", () => {
  for (const { name, run } of sharedContract) it(name, () => run(localShared()));

  it("a claim can be made again once its seconds have passed", async () => {
    let now = 1_000_000;
    const claims = localClaims(() => now);
    expect(await claims.claim("revalidated:a", 300)).toBe(true);
    now += 299_000;
    expect(await claims.claim("revalidated:a", 300)).toBe(false);
    now += 1_000;
    expect(await claims.claim("revalidated:a", 300)).toBe(true);
  });
});

describe("VALKEY_URL", () => {
  let shared: Shared | undefined;
  let server: net.Server | undefined;
  afterEach(async () => {
    await shared?.close();
    server?.close();
  });

  /** A listener on 127.0.0.1 counting the connections made to it, and the VALKEY_URL naming it. */
  async function listener() {
    let connections = 0;
    server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    return { url: `redis://127.0.0.1:${port}`, connections: () => connections };
  }

  it("unset: no socket is opened and the parts are the single instance's", async () => {
    const sockets = () => process.getActiveResourcesInfo().filter((kind) => kind.startsWith("TCP")).length;
    const before = sockets();
    shared = createShared(parseConfig({}), { metrics: createMetrics(), logger: quiet });
    await shared.connected;
    expect(sockets()).toBe(before);
    expect(shared.rateLimitStore("api", 300)).toBeUndefined();
  });

  /** The shared parts with VALKEY_URL at a listener that takes each connection and drops it at once. */
  async function sharedOnListener() {
    const valkey = await listener();
    shared = createShared(parseConfig({ VALKEY_URL: valkey.url }), {
      metrics: createMetrics(),
      logger: quiet,
    });
    await expect.poll(valkey.connections).toBeGreaterThan(0);
    return shared;
  }

  it("set: the site connects to it (the test above can fail)", async () => {
    await sharedOnListener();
  });

  it("set but unreachable: every part still answers, as a single instance's would", async () => {
    const unanswered = await sharedOnListener();
    for (const { run } of sharedContract) await run(unanswered);
  });
});
