// A post's Cite section, as a reader gets it: the formatted reference in each language on the server's page and
// after a navigation in the browser, a download's file name, and a paper with a DOI (the fake WordPress's) with
// its Highwire tags, its author's ORCID iD and the DOI in every file. The downloads themselves (types, Czech
// letters, read back by citation.js's parsers) and the 404s are checked in process: app/routes/blog-cite.test.ts.
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { DOI_POST } from "#tests/support/fake-wordpress-fixtures";
import { baseURL, wordpressSiteURL } from "./blog-servers";

const ENGLISH = "/blog/hydrogels-and-foams";
const CZECH = "/cs/blog/hydrogely-a-peny";

const APA =
  `Svobodová, P. (2024, August 8). Beyond fibers: hydrogels and foams in our lab. ` +
  `Example Biomaterials Research Blog. ${baseURL}${ENGLISH}`;
/** The Czech reference, read on `day` (ČSN ISO 690 names the day an online source is read). */
const iso690 = (day: string) =>
  `SVOBODOVÁ, Petra, 2024. Víc než vlákna: hydrogely a pěny v naší laboratoři. Výzkumný blog Example ` +
  `Biomaterials. Online. Praha: Example Biomaterials s.r.o. [cit. ${day}]. Dostupné z: ${baseURL}${CZECH}`;
/** Today in the site's time zone, as 2025-06-10. */
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Prague" }).format(new Date());

/** Text as a reader reads it: non-breaking and other spaces as one space. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function reference(page: Page) {
  return plain(await page.getByTestId("post-reference").textContent());
}

const parsed = (text: string) => new Cite(text).data[0] as Record<string, unknown>;

async function download(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { headers: response.headers(), text: await response.text() };
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("an English post ends with its APA reference and its three downloads", async ({ page }) => {
  await page.goto(ENGLISH);
  const cite = page.getByRole("region", { name: "Cite this post" });
  await expect(cite).toBeVisible();
  await expect(cite.getByText("APA, 7th edition")).toBeVisible();
  expect(await reference(page)).toBe(APA);
  await expect(cite.locator("i")).toHaveText("Example Biomaterials Research Blog");
  for (const [name, ext] of [
    ["BibTeX", "bib"],
    ["RIS", "ris"],
    ["CSL-JSON", "json"],
  ])
    await expect(cite.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      `${ENGLISH}/cite.${ext}`,
    );
  // No DOI: no doi.org link, no Highwire tags.
  await expect(page.getByTestId("post-doi")).toHaveCount(0);
  await expect(page.locator('meta[name^="citation_"]')).toHaveCount(0);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    cite.getByRole("link", { name: /^RIS/ }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("hydrogels-and-foams.ris");
});

test("a Czech post ends with its ČSN ISO 690 reference", async ({ page }) => {
  const before = today();
  await page.goto(CZECH);
  const cite = page.getByRole("region", { name: "Jak citovat tento článek" });
  await expect(cite.getByText("ČSN ISO 690")).toBeVisible();
  expect([iso690(before), iso690(today())]).toContain(await reference(page));
  await expect(cite.getByRole("link", { name: /^BibTeX/ })).toHaveAttribute("href", `${CZECH}/cite.bib`);
});

test("after a navigation in the browser, the next post's reference comes with it", async ({ page }) => {
  await page.goto(ENGLISH);
  const next = page.getByTestId("post-neighbours").locator('a[rel="next"], a[rel="prev"]').first();
  const target = await next.getAttribute("href");
  expect(target).toMatch(/^\/blog\//);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByTestId("post-reference")).toContainText(`${baseURL}${target}`);
});

test("a paper with a DOI: doi.org link, Highwire tags, ScholarlyArticle, DOI in every format", async ({
  page,
  request,
}) => {
  const path = `${wordpressSiteURL}/blog/${DOI_POST.slug}`;
  const doiLink = `https://doi.org/${DOI_POST.doi}`;
  // The copy of the site reading the shared fake WordPress, whose root never fails: the post answers at once.
  await expect(async () => {
    expect((await request.get(path)).status()).toBe(200);
  }).toPass({ timeout: 20_000 });
  await page.goto(path);
  await expect(page.getByTestId("post-doi").getByRole("link")).toHaveAttribute("href", doiLink);
  // Its author has an ORCID iD (WordPress profile field): a link by the byline, drawn without a third party.
  await expect(
    page.getByRole("link", { name: "ORCID iD of Tomáš Dvořák: 0000-0002-1825-0097" }),
  ).toHaveAttribute("href", "https://orcid.org/0000-0002-1825-0097");
  const tags = await page
    .locator('meta[name^="citation_"]')
    .evaluateAll((all) => all.map((tag) => [tag.getAttribute("name"), tag.getAttribute("content")]));
  expect(tags).toEqual([
    ["citation_title", "Fixture post 11 – “fibres” & scaffolds"],
    ["citation_author", "Dvořák, Tomáš"],
    ["citation_publication_date", "2025/05/31"],
    ["citation_doi", DOI_POST.doi],
    ["citation_language", "en"],
    ["citation_publisher", "Example Biomaterials s.r.o."],
  ]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("ScholarlyArticle");
  expect(await reference(page)).toContain(doiLink);
  for (const ext of ["bib", "ris", "json"]) {
    const { text } = await download(request, `${path}/cite.${ext}`);
    expect(parsed(text).DOI, ext).toBe(DOI_POST.doi);
  }
});
