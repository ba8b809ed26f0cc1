// Shared steps for the blog's end-to-end specs.
import type { APIRequestContext, Page, Route } from "@playwright/test";
import type { Post, PostBySlug, PostList } from "../../app/lib/posts";

export const LIST_PARAMS = (page: number) => `_embed&per_page=9&page=${page}`;
export const proxyPath = (params: string) =>
  `/api/wordpress?path=%2Fposts&params=${encodeURIComponent(params)}`;

/** What the blog list page shows as "Page X of Y"; also what the proxy answers, which the pages must agree with. */
export async function fetchList(request: APIRequestContext, page = 1): Promise<PostList> {
  const response = await request.get(proxyPath(LIST_PARAMS(page)));
  if (!response.ok()) throw new Error(`proxy answered ${response.status()}`);
  return (await response.json()) as PostList;
}

export async function fetchPost(request: APIRequestContext, slug: string): Promise<Post | undefined> {
  const response = await request.get(proxyPath(`slug=${slug}&_embed`));
  if (!response.ok()) throw new Error(`proxy answered ${response.status()}`);
  return ((await response.json()) as PostBySlug).data[0];
}

/** fetchList and fetchPost for a test without Playwright: the same proxy of the site at `origin`, asked with fetch. */
async function askProxy<T>(origin: string, params: string): Promise<T> {
  const response = await fetch(origin + proxyPath(params));
  if (!response.ok) throw new Error(`proxy answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchListAt = (origin: string, page = 1) => askProxy<PostList>(origin, LIST_PARAMS(page));

export const fetchPostAt = async (origin: string, slug: string): Promise<Post | undefined> =>
  (await askProxy<PostBySlug>(origin, `slug=${slug}&_embed`)).data[0];

/** 'MMMM d, yyyy' for a WordPress wall time, computed independently of the app's own code. */
export function expectedDate(wpDate: string): string {
  const [y, m, d] = wpDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d));
}

/** Plain text of sanitized title HTML, as a browser shows it. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&apos;/g, "'")
    .trim();
}

export function featuredSrc(post: Post): string | undefined {
  return post._embedded?.["wp:featuredmedia"]?.[0]?.source_url || post.jetpack_featured_media_url;
}

/**
 * The picture an image address shows: the `src` the image endpoint was asked for, or the address itself
 * (a drawing on our origin is not sized by the endpoint).
 */
export function imageSource(address: string | null): string | null {
  if (!address?.includes("/image?")) return address;
  return new URL(address, "http://site").searchParams.get("src");
}

/** The visitor already chose about cookies: no banner over the page. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
}

/**
 * Holds every request matching `pattern` until release() is called, so a test can see loading states.
 * Returns release().
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls to the bottom in steps, so lazy images and the lazy PDF viewer load, then waits until every picture
 * shown has arrived or failed. (Waiting for "networkidle" is not enough: it may have been reached before the
 * scroll, and then it does not wait for the last picture.) The viewer watches for the screen only once React has
 * hydrated the page: open a page with the viewer through `openPage` (accessibility-helpers).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
  );
}
