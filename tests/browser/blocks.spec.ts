// WordPress's core blocks as a reader sees them, in Chromium at a phone's and a laptop's width: the markup of
// Gutenberg's own fixtures (tests/support/fixtures/gutenberg-blocks) served by the shared fake WordPress, read by the
// copy of the production site reading it. Embeds load nothing from another origin until their Play button is pressed;
// every request that would leave 127.0.0.1 is answered here (page.route), so nothing reaches the internet.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { CORE_BLOCKS_SLUG, EMBEDS_SLUG, VIMEO_ID, YOUTUBE_ID } from "#tests/support/block-fixtures";
import { acceptCookies } from "#tests/support/blog-helpers";
import { wordpressSiteURL } from "./blog-servers";

/** Every request the page makes that leaves 127.0.0.1, answered with an empty page instead of the internet. */
async function recordOtherOrigins(page: Page): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>player</title>",
      });
    },
  );
  return elsewhere;
}

async function openPost(page: Page, slug: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await acceptCookies(page);
  await page.goto(`${wordpressSiteURL}/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The embeds' Play buttons listen once React has hydrated the page: a click before it would do nothing.
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

const content = (page: Page) => page.getByTestId("post-content");

const coverWithVideo = (page: Page) =>
  content(page)
    .locator(".wp-block-cover")
    .filter({ has: page.locator("video.wp-block-cover__video-background") });

test.describe("core blocks at 1280 px", () => {
  test.beforeEach(async ({ page }) => openPost(page, CORE_BLOCKS_SLUG, 1280));

  test("a gallery's images sit side by side", async ({ page }) => {
    const images = content(page).locator(".wp-block-gallery").first().locator("img");
    await expect(images).toHaveCount(2);
    const [first, second] = [await box(images.nth(0)), await box(images.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width);
  });

  test("columns sit side by side", async ({ page }) => {
    const columns = content(page).locator(".wp-block-columns").first().locator(".wp-block-column");
    const [first, second] = [await box(columns.nth(0)), await box(columns.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  });

  test("buttons look like buttons: a background or a border, and padding", async ({ page }) => {
    const button = content(page).locator(".wp-block-button__link", { hasText: "My button 1" });
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: style.borderTopWidth,
        padding: parseFloat(style.paddingLeft),
        decoration: style.textDecorationLine,
      };
    });
    expect(look.background !== "rgba(0, 0, 0, 0)" || look.border !== "0px").toBe(true);
    expect(look.padding).toBeGreaterThanOrEqual(12);
    expect(look.decoration).toBe("none");
  });

  test("a cover shows its image behind its text", async ({ page }) => {
    const cover = content(page).locator(".wp-block-cover").first();
    const image = cover.locator("img.wp-block-cover__image-background");
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [frame, picture] = [await box(cover), await box(image)];
    expect(picture.width).toBeCloseTo(frame.width, 0);
    expect(picture.height).toBeCloseTo(frame.height, 0);
    expect(frame.height).toBeGreaterThanOrEqual(400);
    await expect(cover.getByText("Guten Berg!")).toBeVisible();
  });

  test("a cover with a video background plays it behind its text, muted, looping, inline and without controls; a button pauses it", async ({
    page,
  }) => {
    const cover = coverWithVideo(page);
    const video = cover.locator("video");
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        muted: element.muted,
        loop: element.loop,
        inline: element.playsInline,
        controls: element.controls,
      })),
    ).toEqual({ paused: false, muted: true, loop: true, inline: true, controls: false });
    const [frame, picture] = [await box(cover), await box(video)];
    expect(picture.width).toBeCloseTo(frame.width, 0);
    expect(picture.height).toBeCloseTo(frame.height, 0);
    await expect(cover.getByRole("heading", { name: "Fibres in motion" })).toBeVisible();

    await cover.getByRole("button", { name: "Pause the background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await cover.getByRole("button", { name: "Play the background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test("details are closed until their summary is pressed", async ({ page }) => {
    const details = content(page).locator("details").first();
    await expect(details.locator("summary")).toHaveText("Details Summary");
    await expect(details.getByText("Details Content")).toBeHidden();
    await details.locator("summary").click();
    await expect(details.getByText("Details Content")).toBeVisible();
  });

  test("a footnote's link lands on its note, and the note's link leads back", async ({ page }) => {
    await content(page).locator("sup a").first().click();
    const note = content(page).locator(".wp-block-footnotes li").first();
    await expect(note).toBeInViewport();
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(await note.getAttribute("id"));
    await note.getByRole("link").click();
    await expect(content(page).locator("sup a").first()).toBeInViewport();
  });
});

test("with reduced motion a cover's background video stays still on its first frame, to be played by its button", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPost(page, CORE_BLOCKS_SLUG, 1280);
  const cover = coverWithVideo(page);
  const video = cover.locator("video");
  await video.scrollIntoViewIfNeeded();
  // HAVE_CURRENT_DATA: a frame to show behind the text.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([
    true,
    0,
  ]);
  await expect(cover.getByRole("button", { name: "Play the background video" })).toBeVisible();
});

test("at 375 px columns stack, and the page never scrolls sideways", async ({ page }) => {
  await openPost(page, CORE_BLOCKS_SLUG, 375);
  const columns = content(page).locator(".wp-block-columns").first().locator(".wp-block-column");
  const [first, second] = [await box(columns.nth(0)), await box(columns.nth(1))];
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(Math.abs(first.x - second.x)).toBeLessThan(2);
  const gallery = content(page).locator(".wp-block-gallery").first().locator("img");
  const [left, right] = [await box(gallery.nth(0)), await box(gallery.nth(1))];
  expect(Math.abs(left.y - right.y)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe("embeds", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px ask nothing of another origin until Play is pressed, then load the privacy-enhanced player`, async ({
      page,
    }) => {
      const elsewhere = await recordOtherOrigins(page);
      await openPost(page, EMBEDS_SLUG, width);
      const youtube = content(page).locator("figure").filter({ hasText: "Big Buck Bunny" });
      await expect(youtube.getByText("YouTube", { exact: true })).toBeVisible();
      await expect(youtube.getByRole("link", { name: "Open on YouTube" })).toHaveAttribute(
        "href",
        `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
      );
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState("networkidle");
      expect(elsewhere).toEqual([]);
      await expect(content(page).locator("iframe")).toHaveCount(0);

      // The keyboard reaches the button and Enter presses it.
      const play = youtube.getByRole("button", { name: /^Play video/ });
      await play.focus();
      await page.keyboard.press("Enter");
      const player = youtube.locator("iframe");
      await expect(player).toHaveAttribute(
        "src",
        `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`,
      );
      await expect
        .poll(() => elsewhere)
        .toContain(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`);
      expect(elsewhere.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
      await expect(player).toBeFocused();
      const [frame, figure] = [await box(player), await box(youtube)];
      expect(frame.width).toBeCloseTo(figure.width, 0);
    });
  }

  test("Vimeo plays without tracking, an unknown site is a link card, and hostile addresses do nothing", async ({
    page,
  }) => {
    const elsewhere = await recordOtherOrigins(page);
    await page.addInitScript(() =>
      Object.defineProperty(window, "__pwned", {
        set: () => {
          throw new Error("pwned");
        },
      }),
    );
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openPost(page, EMBEDS_SLUG, 1280);
    const card = content(page).locator("figure").filter({ hasText: "media.example.org" });
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Open on media.example.org" })).toBeVisible();

    for (const link of await content(page).locator("a").all()) {
      expect(await link.getAttribute("href")).toMatch(/^(https:|#)/);
    }
    const buttons = content(page).getByRole("button");
    await expect(buttons).toHaveCount(2); // YouTube and Vimeo; the hostile embeds have none
    await content(page).locator("figure").filter({ hasText: "Vimeo" }).getByRole("button").click();
    await expect(content(page).locator("iframe")).toHaveAttribute(
      "src",
      `https://player.vimeo.com/video/${VIMEO_ID}?dnt=1&autoplay=1`,
    );
    await expect.poll(() => elsewhere.length).toBe(1);
    expect(errors.filter((message) => message.includes("pwned"))).toEqual([]);
    expect(
      await page.evaluate(() => Object.getOwnPropertyDescriptor(window, "__pwned")?.value),
    ).toBeUndefined();
  });
});

test("no WCAG 2.2 AA violations in the blocks and the embeds' facades, at 375 and 1280 px", async ({
  page,
}) => {
  // Four page loads, each with a full axe pass over every core block: three times the usual time.
  test.slow();
  await recordOtherOrigins(page);
  for (const width of [375, 1280])
    for (const slug of [CORE_BLOCKS_SLUG, EMBEDS_SLUG]) {
      await openPost(page, slug, width);
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page })
        .include("[data-testid=post-content]")
        // Colours an editor typed into a block (a Gutenberg fixture's green on brown) are the post's own choice.
        .exclude("[data-testid=post-content] [style*=color]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        violations.map(
          (v) => `${slug} ${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    }
});
