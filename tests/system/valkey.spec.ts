// Several instances sharing one Valkey (Debian's redis-server speaks its protocol): the shared parts' contract
// against Valkey (tests/support/shared-contract.ts; its in-memory half runs in Vitest), what they share between
// instances, then three instances of the production build behind deploy/varnish.vcl with one VALKEY_URL and a
// fake WordPress counting its requests: a notice to one reaches all, limits are shared, WordPress is asked once,
// and losing Valkey costs no answer (decision 062).
import { expect, test } from "@playwright/test";
import { sendChangeNotice } from "#tests/support/change-notice";
import { Redis } from "iovalkey";
import { fixturePosts, type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { sharedContract } from "#tests/support/shared-contract";
import { freePort, type SiteProcess } from "#tests/support/site-process";
import { type Cluster, startCluster } from "./support/cluster";
import { type RedisServer, startRedisServer } from "./support/redis-server";
import { parseConfig } from "~/server/config.server";
import { ClientLimitError } from "~/server/http/http.server";
import { createMetrics } from "~/server/metrics/metrics.server";
import { createShared, type Shared } from "~/server/valkey/valkey.server";

test.describe.configure({ mode: "serial" });

const quiet = { info: () => {}, warn: () => {} };

test.describe("the shared parts on Valkey", () => {
  let valkey: RedisServer;
  let opened: Shared[] = [];
  /** One instance's shared parts, connected. */
  async function instance(): Promise<Shared> {
    const shared = createShared(parseConfig({ VALKEY_URL: valkey.url }), {
      metrics: createMetrics(),
      logger: quiet,
    });
    opened.push(shared);
    await shared.connected;
    return shared;
  }

  test.beforeAll(async () => {
    valkey = await startRedisServer(await freePort());
  });
  test.afterEach(async () => {
    await Promise.all(opened.map((shared) => shared.close()));
    opened = [];
  });
  test.afterAll(async () => {
    await valkey?.stop();
  });

  for (const { name, run } of sharedContract) test(name, async () => run(await instance()));

  test("a name claimed on one instance (a signature used) cannot be claimed on another", async () => {
    const [a, b] = [await instance(), await instance()];
    const name = `revalidated:shared-signature-${Date.now()}`;
    expect(await a.claims.claim(name, 60)).toBe(true);
    expect(await b.claims.claim(name, 60)).toBe(false);
  });

  test("a client's budget is counted across instances", async () => {
    const [a, b] = [await instance(), await instance()];
    const budgets = [a.clientBudget("across", 3), b.clientBudget("across", 3)];
    await budgets[0]!.charge("client");
    await budgets[1]!.charge("client");
    await budgets[0]!.charge("client");
    await expect(budgets[1]!.charge("client")).rejects.toBeInstanceOf(ClientLimitError);
  });

  test("instances missing the same thing at once ask once and get the same answer", async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    const watcher = new Redis(valkey.url);
    let asked = 0;
    let answer = () => {};
    const first = a.askOnce("posts?slug=one", async () => {
      asked += 1;
      await new Promise<void>((resolve) => (answer = resolve));
      return { title: "One" };
    });
    // The others come while the first is asking (it holds the lock in Valkey).
    await expect.poll(() => asked).toBe(1);
    expect(await watcher.exists("site:wordpress:lock:posts?slug=one")).toBe(1);
    const others = [b, c].map((shared) =>
      shared.askOnce("posts?slug=one", async () => ((asked += 1), { title: "Two" })),
    );
    answer();
    expect(await Promise.all([first, ...others])).toEqual([
      { title: "One" },
      { title: "One" },
      { title: "One" },
    ]);
    expect(asked).toBe(1);
    watcher.disconnect();
  });

  test("a change announced by one instance is dropped by every instance before the announcement resolves", async () => {
    const instances = [await instance(), await instance(), await instance()];
    const dropped = instances.map(() => 0);
    instances.forEach((shared, index) =>
      shared.changes.listen({ drop: () => ((dropped[index]! += 1), 1), dropAll: () => {} }),
    );
    const announced = await instances[1]!.changes.announce(
      JSON.stringify({ event: "update", id: 1, slugs: ["one"] }),
    );
    expect(announced).toEqual({ instances: 3, acknowledged: 3, dropped: 1 });
    expect(dropped).toEqual([1, 1, 1]);
  });

  test("Valkey frozen: every part answers alone once its command's deadline has passed", async () => {
    const shared = await instance();
    valkey.pause();
    try {
      for (const { run } of sharedContract) await run(shared);
      expect(await shared.askOnce("frozen", async () => "asked")).toBe("asked");
    } finally {
      valkey.resume();
    }
  });

  test("Valkey lost: every part answers alone; back: notices reach every instance, which dropped everything", async () => {
    const instances = [await instance(), await instance()];
    const droppedAll = instances.map(() => 0);
    const dropped = instances.map(() => 0);
    instances.forEach((shared, index) =>
      shared.changes.listen({
        drop: () => ((dropped[index]! += 1), 0),
        dropAll: () => (droppedAll[index]! += 1),
      }),
    );
    await valkey.kill();
    for (const { run } of sharedContract) await run(instances[0]!);
    expect(await instances[0]!.askOnce("alone", async () => "asked")).toBe("asked");
    await valkey.restart();
    // Back within seconds: each instance subscribed again, having dropped every copy it kept.
    await expect.poll(() => droppedAll, { timeout: 15_000 }).toEqual([1, 1]);
    await expect
      .poll(
        async () =>
          (await instances[0]!.changes.announce(JSON.stringify({ event: "update", id: 2, slugs: [] })))
            .instances,
        {
          timeout: 15_000,
        },
      )
      .toBe(2);
    expect(dropped[1]).toBeGreaterThan(0);
  });
});

test.describe("three instances behind Varnish with one VALKEY_URL", () => {
  const SECRET = "valkey-test-secret-".repeat(3);
  const TOKEN = "t".repeat(40);
  const API_LIMIT = 12;
  let valkey: RedisServer;
  let wp: FakeWordPress;
  let cluster: Cluster;
  let posts: RawPost[] = [];
  const instances = (): SiteProcess[] => cluster.instances;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    valkey = await startRedisServer(await freePort());
    wp = await startFakeWordPress({ posts: (origin) => (posts = fixturePosts(origin)) });
    cluster = await startCluster({
      instances: 3,
      env: {
        VALKEY_URL: valkey.url,
        WORDPRESS_API_URL: wp.apiUrl,
        REVALIDATE_SECRET: SECRET,
        METRICS_TOKEN: TOKEN,
        API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
      },
    });
    // Every instance connected and subscribed before the first case.
    const watcher = new Redis(valkey.url);
    await expect
      .poll(async () => (await watcher.pubsub("NUMSUB", "site:changes"))[1], { timeout: 20_000 })
      .toBe(3);
    watcher.disconnect();
  });
  test.afterAll(async () => {
    await cluster?.stop();
    await wp?.stop();
    await valkey?.stop();
  });

  /** A notice of `post`'s change; `timestamp` as WordPress signs it once for every instance it tells. */
  async function notify(site: SiteProcess, post: RawPost, timestamp?: number) {
    const body = JSON.stringify({ event: "update", id: post.id, slugs: [post.slug] });
    return sendChangeNotice(site.url, body, { secret: SECRET, timestamp });
  }

  const pageOf = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.text() };
  };

  const metric = async (site: SiteProcess, line: RegExp) => {
    const text = await (
      await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    return Number(text.match(line)?.[1] ?? 0);
  };

  test("one WordPress request for a post asked of three instances at once", async () => {
    const slug = "fixture-post-07";
    wp.clearRequests();
    const answers = await Promise.all(instances().map((site) => pageOf(`${site.url}/blog/${slug}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const asked = wp.requests.filter((request) => request.includes(`slug=${slug}`));
    expect(asked.length).toBeGreaterThan(0);
    // Each distinct question reached WordPress once, not once per instance.
    expect(asked.length).toBe(new Set(asked).size);
  });

  test("a notice to one instance: every instance shows the change, and Varnish is purged once, after them", async () => {
    const post = posts.find((one) => one.slug === "fixture-post-03")!;
    for (const site of instances()) await pageOf(`${site.url}/blog/${post.slug}`);
    await pageOf(`${cluster.varnish.url}/blog/${post.slug}`);
    const purgesBefore = await Promise.all(
      instances().map((site) =>
        metric(site, /site_front_purges_total\{target="varnish",outcome="ok"\} (\d+)/),
      ),
    );
    post.title = { rendered: "Scaffolds, seen by every instance" };
    // WordPress may still tell every instance (SITE_REVALIDATE_URLS), one signed notice for all (its
    // site-connector.php): the first acts, the others were told. Signed apart, two could straddle a second.
    const signedAt = Math.floor(Date.now() / 1000);
    const answers = await Promise.all(instances().map((site) => notify(site, post, signedAt)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    // The notice's answer waited for every instance to drop its copies.
    for (const site of instances())
      expect((await pageOf(`${site.url}/blog/${post.slug}`)).body).toContain(
        "Scaffolds, seen by every instance",
      );
    await expect
      .poll(async () => (await pageOf(`${cluster.varnish.url}/blog/${post.slug}`)).body)
      .toContain("Scaffolds, seen by every instance");
    const purgesAfter = await Promise.all(
      instances().map((site) =>
        metric(site, /site_front_purges_total\{target="varnish",outcome="ok"\} (\d+)/),
      ),
    );
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    expect(sum(purgesAfter) - sum(purgesBefore)).toBe(1);
  });

  test("a client's limit on the proxy is counted across the instances, with today's 429", async () => {
    const client = { "X-Forwarded-For": "203.0.113.41" };
    const statuses: number[] = [];
    for (let i = 0; i < API_LIMIT; i++) {
      const site = instances()[i % 3]!;
      // Each a different question: an answer the instance keeps is not counted again.
      const proxied = `${site.url}/api/wordpress?path=/posts&params=per_page%3D${i + 1}`;
      statuses.push((await fetch(proxied, { headers: client })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await fetch(`${instances()[0]!.url}/api/wordpress?path=/posts&params=per_page%3D20`, {
      headers: client,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "Too many requests: please wait a minute and try again." });
    // Another client is not refused.
    const other = await fetch(`${instances()[1]!.url}/api/wordpress?path=/posts&params=per_page%3D21`, {
      headers: { "X-Forwarded-For": "203.0.113.42" },
    });
    expect(other.status).toBe(200);
  });

  test("Valkey killed: every instance answers 200, logs it once; back: notices reach every instance again", async () => {
    test.setTimeout(90_000);
    await valkey.kill();
    for (const site of instances())
      await expect.poll(() => site.output().includes("Valkey unreachable"), { timeout: 10_000 }).toBe(true);
    // Kept pages and pages made now, on every instance: no 5xx, no hang.
    for (const slug of ["fixture-post-07", "fixture-post-11", "fixture-post-12"])
      for (const site of instances()) expect((await pageOf(`${site.url}/blog/${slug}`)).status).toBe(200);
    for (const site of instances()) {
      expect(site.output().split("Valkey unreachable").length - 1).toBe(1);
      expect(await metric(site, /^site_valkey_up (\d+)/m)).toBe(0);
    }
    await valkey.restart();
    const watcher = new Redis(valkey.url);
    await expect
      .poll(async () => (await watcher.pubsub("NUMSUB", "site:changes"))[1], { timeout: 20_000 })
      .toBe(3);
    watcher.disconnect();
    for (const site of instances()) await expect.poll(() => metric(site, /^site_valkey_up (\d+)/m)).toBe(1);
    const post = posts.find((one) => one.slug === "fixture-post-11")!;
    post.title = { rendered: "Back together" };
    expect((await notify(instances()[2]!, post)).status).toBe(200);
    for (const site of instances())
      expect((await pageOf(`${site.url}/blog/${post.slug}`)).body).toContain("Back together");
  });
});
