// The content security policy is the second line of defence: a script that got past the sanitizer (here the
// sanitizer is left out, so a post's <script> reaches the page) is not among the hashed scripts. The page is
// made by the whole site in this process (its real entry.server, root and post route), from a fake WordPress
// over HTTP. That Chromium then refuses it: tests/browser/content-security.spec.ts.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type FakeWordPress, fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { postsServiceFor } from "~/server/posts/posts.server";
import { createServices } from "~/server/services.server";

const PLANTED = "<p>Before.</p><script>window.__planted = true;</script><p>After.</p>";

let wp: FakeWordPress;
let site: InProcessSite;
let slug: string;

beforeAll(async () => {
  wp = await startFakeWordPress({
    posts: (origin) => {
      const [first, ...rest] = fixturePosts(origin);
      slug = first!.slug as string;
      return [{ ...first!, content: { rendered: PLANTED, protected: false } }, ...rest];
    },
  });
  vi.stubEnv("DEV", false); // the policy is left out in development
  // The site's services with no sanitizer at all: each post as WordPress sent it.
  site = await startInProcessSite({ WORDPRESS_API_URL: wp.apiUrl }, (settings) =>
    createServices(settings, { posts: postsServiceFor(settings, async (post) => post) }),
  );
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await site.stop();
  await wp.stop();
});

it("a script planted in a post is in the page, but not in the policy", async () => {
  const answer = await fetch(`${site.url}/blog/${slug}`);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain("<script>window.__planted = true;</script>");
  const policy = answer.headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  // The site's own inline scripts are each allowed by their hash; the planted one is not among them.
  const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toContain("window.__planted = true;");
  for (const script of inline)
    expect(policy.includes(hashOf(script)), script.slice(0, 60)).toBe(script !== "window.__planted = true;");
});
