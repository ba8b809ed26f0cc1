// The content security policy as a browser and a cache see it: each page names the hashes of its own inline
// scripts (no nonce, no 'unsafe-inline' for scripts), so one URL always gets the same bytes and headers, and
// the browser reports no violation on any route or in any state.
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fetchList } from "#tests/support/blog-helpers";
import { acceptCookies, watchViolations } from "./helpers";

const STATIC_ROUTES = ["/", "/products", "/blog", "/blog?page=2", "/contact", "/privacy-policy"];

const scriptSources = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src")!
    .slice(1);

test("a page's bytes and headers depend on its URL alone; its policy lists a hash for each inline script", async ({
  request,
}) => {
  const { data } = await fetchList(request, 1);
  for (const path of [...STATIC_ROUTES, `/blog/${data[0]!.slug}`]) {
    const [first, second] = [await request.get(path), await request.get(path)];
    const html = await first.text();
    expect(await second.text(), path).toBe(html);
    const policy = first.headers()["content-security-policy"]!;
    expect(second.headers()["content-security-policy"]).toBe(policy);
    expect(first.headers()["etag"]).toBe(second.headers()["etag"]);

    const sources = scriptSources(policy);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/ld\+json"/.test(attributes!),
    );
    expect(inline.length, path).toBeGreaterThan(2);
    for (const [, , text] of inline) {
      const hash = createHash("sha256").update(text!).digest("base64");
      expect(sources, path).toContain(`'sha256-${hash}'`);
    }
  }
});

test("no violation on any route, with the cookie banner answered, on client navigations and in the PDF viewer", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of [...STATIC_ROUTES, "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await violations(), path).toEqual([]);
  }

  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Accept" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.getByRole("link", { name: /next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const viewer = page.getByRole("region", { name: "Research Document" });
  await viewer.scrollIntoViewIfNeeded();
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await viewer.getByRole("button", { name: "Next page" }).click();
  await expect(viewer.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a script planted in a post is in the page, but not in the policy: Chromium refuses it and runs the site's own", async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  // A script that got past the sanitizer: the real post page, with the real policy, and one script written into
  // the post's body (app/entry.server.test.tsx shows the same page made with the sanitizer left out).
  const path = `/blog/${(await fetchList(request, 1)).data[0]!.slug}`;
  const real = await request.get(path);
  const planted = (await real.text()).replace(
    /(<div[^>]*data-testid="post-content"[^>]*>)/,
    "$1<p>Before.</p><script>window.__planted = true;</script><p>After.</p>",
  );
  expect(planted).toContain("<script>window.__planted = true;</script>");
  // The answer's own headers, the policy among them, but for those of its compression (the body is given whole).
  const headers = Object.fromEntries(
    Object.entries(real.headers()).filter(
      ([name]) => !/^(content-encoding|content-length|transfer-encoding)$/.test(name),
    ),
  );
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await page.route(`**${path}`, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({ status: 200, headers, body: planted })
      : route.fallback(),
  );
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto(path);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __planted?: boolean }).__planted)).toBeUndefined();
  // The root's own inline script ran: it marks the visitor's stored cookie choice on the page.
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe("accepted");
  await expect.poll(() => page.getByText("After.").count()).toBe(1);
});
