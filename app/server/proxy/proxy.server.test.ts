// How the proxy answers when a limit refuses a request: a status, a clear message and when to try again.
import { expect, it } from "vitest";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import {
  createPostsService,
  createWordPressSource,
  type PostsService,
  type PostsServiceOptions,
} from "~/server/posts/posts.server";
import { handleProxyRequest } from "./proxy.server";

const wp = withFakeWordPress();

/** A posts service with these options, for the proxy to read. */
function proxyFor(options: Partial<PostsServiceOptions>): PostsService {
  return createPostsService({
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 3000 }),
    sanitize: sanitizePost,
    log: () => {},
    ...options,
  });
}

const postRequest = (slug: string) =>
  new Request(`http://site/api/wordpress?path=%2Fposts&params=${encodeURIComponent(`slug=${slug}&_embed`)}`);

it("a client over its limit gets 429 with Retry-After; another client is still served", async () => {
  const posts = proxyFor({ clientRequestsPerMinute: 2 });
  for (const slug of ["a-1", "a-2"])
    expect((await handleProxyRequest(postRequest(slug), posts, "a")).status).toBe(200);

  const refused = await handleProxyRequest(postRequest("a-3"), posts, "a");
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: "Too many requests: please wait a minute and try again." });
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(refused.headers.get("Cache-Control")).toBe("no-store");

  expect((await handleProxyRequest(postRequest("b-1"), posts, "b")).status).toBe(200);
});

it("when WordPress is busy the proxy answers 503 with Retry-After instead of queueing without end", async () => {
  await wp().setMode("slow", { delayMs: 400 });
  const posts = proxyFor({ gate: { concurrency: 1, maxQueue: 1, maxWaitMs: 3000 } });
  const answers = await Promise.all(
    ["x-1", "x-2", "x-3", "x-4"].map((slug) => handleProxyRequest(postRequest(slug), posts)),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503]);
  const busy = answers.find((answer) => answer.status === 503)!;
  expect(await busy.json()).toEqual({ error: "The blog is busy: please try again in a few seconds." });
  expect(busy.headers.get("Retry-After")).toBe("5");
});
