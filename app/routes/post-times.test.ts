// One post from WordPress (date and date_gmt) printed as the same instant, with the same offset, in all four
// places machines read it: JSON-LD, Open Graph, the sitemap and the feed.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { feedResponse, sitemapResponse } from "~/server/seo/seo.server";
import { loader, meta } from "./blog-post";

/** This test's services, built at first use from the environment the test set (vi.stubEnv). */
let services: Services | undefined;
const siteContext = () => ({ services: (services ??= testServices()) });

const SITE = "https://www.example.com";
const SLUG = "electrospinning-at-scale"; // date 2025-06-30T09:30:00, date_gmt 07:30:00

const wp = withFakeWordPress();
beforeEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
  services = undefined;
});

type Loaded = { data: Parameters<typeof meta>[0]["loaderData"] };

async function postPage() {
  const args = {
    request: new Request(`${SITE}/blog/${SLUG}`),
    params: { slug: SLUG },
    context: siteContext(),
  };
  const loaded = (await loader(args as never)) as unknown as Loaded;
  const tags = meta({
    matches: [{ id: "root", data: { siteUrl: SITE } }],
    loaderData: loaded.data,
    params: { slug: SLUG },
    location: { pathname: `/blog/${SLUG}` },
  } as unknown as Parameters<typeof meta>[0]);
  const property = (name: string) =>
    (tags.find((tag) => "property" in tag && tag.property === name) as { content: string }).content;
  const posting = (
    tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, string> }
  )["script:ld+json"];
  return { property, posting };
}

describe("one post's time everywhere", () => {
  it.each(["Europe/Prague", "America/New_York"])(
    "is one instant with the site's offset (%s)",
    async (zone) => {
      vi.stubEnv("SITE_TIME_ZONE", zone);
      services = undefined;
      const { property, posting } = await postPage();
      const sitemap = await (await sitemapResponse(siteContext().services)).text();
      const feed = await (await feedResponse(siteContext().services)).text();
      const lastmod = new RegExp(`<loc>${SITE}/blog/${SLUG}</loc><lastmod>([^<]+)</lastmod>`).exec(
        sitemap,
      )![1];
      const pubDate = new RegExp(
        `<link>${SITE}/blog/${SLUG}</link>[\\s\\S]*?<pubDate>([^<]+)</pubDate>`,
      ).exec(feed)![1];

      // WordPress's date_gmt is 07:30 UTC; printed in the site's zone.
      const expected = zone === "Europe/Prague" ? "2025-06-30T09:30:00+02:00" : "2025-06-30T03:30:00-04:00";
      expect(posting.datePublished).toBe(expected);
      expect(property("article:published_time")).toBe(expected);
      // The fixture's modified equals its date: the sitemap's lastmod is the same instant.
      expect(posting.dateModified).toBe(expected);
      expect(lastmod).toBe(expected);
      expect(pubDate).toBe(
        zone === "Europe/Prague" ? "Mon, 30 Jun 2025 09:30:00 +0200" : "Mon, 30 Jun 2025 03:30:00 -0400",
      );
      expect(Date.parse(pubDate!)).toBe(Date.parse(expected));
    },
  );
});
