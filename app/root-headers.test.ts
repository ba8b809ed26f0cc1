// What a page's Cache-Control says when the footer's menu could not be read: the site's own links are shown, and
// no shared cache may keep that page (it is not the page the editor made). The whole site in this process,
// reading a fake WordPress over HTTP.
import { afterAll, beforeAll, expect, it } from "vitest";
import { fixturePosts } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { DEGRADED, SHARED_FIVE_MINUTES } from "~/server/http/http.server";

const wp = withFakeWordPress();
let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite({ WORDPRESS_API_URL: wp().apiUrl });
}, 60_000);
afterAll(() => site?.stop());

const cacheControl = async (path: string) => {
  const answer = await fetch(site.url + path);
  expect(answer.status, path).toBe(200);
  return answer.headers.get("cache-control");
};

it("a page whose footer menu WordPress failed to give is kept by no shared cache, and not by the site", async () => {
  wp().setMenu("en", [{ title: "Our menu", url: "/contact" }]);
  await wp().setMode("500");
  expect(await cacheControl("/products")).toBe(DEGRADED);
  await wp().setMode("ok");
  expect(await cacheControl("/products")).toBe(SHARED_FIVE_MINUTES);
});

it("so is a post kept by the site, shown with the site's own links because the menu was not kept", async () => {
  const slug = fixturePosts("http://x")[1]!.slug;
  await site.services.posts.getPostBySlug(slug);
  site.services.posts.forgetMenus();
  await wp().setMode("500");
  expect(await cacheControl(`/blog/${slug}`)).toBe(DEGRADED);
});
