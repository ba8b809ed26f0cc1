// The typography rules (./typography.ts) as they reach the pages: non-breaking spaces in the HTML the server
// sends. Asked of the whole site in this process (tests/support/in-process-site.ts); how the address wraps on a
// screen is for the browser (tests/browser/typography.spec.ts).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { byTestId, readPage, textOf } from "#tests/support/page-body";

const NB = "\u00a0";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

/** The page's HTML as sent, with its non-breaking spaces as characters. */
async function html(path: string) {
  const response = await fetch(site.url + path);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/&nbsp;|&#160;|&#xa0;/gi, NB);
}

describe("non-breaking spaces in the HTML", () => {
  for (const path of ["/", "/cs", "/contact", "/cs/kontakt"])
    test(`${path} keeps the postal code, the town and its district together`, async () => {
      expect(await html(path)).toContain(`160${NB}00${NB}Praha${NB}6`);
    });

  test("Czech legal references stay whole", async () => {
    const text = await html("/cs/zasady-ochrany-osobnich-udaju");
    expect(text).toContain(`čl.${NB}16`);
    expect(text).toContain(`č.${NB}110/2019${NB}Sb.`);
    expect(text).not.toMatch(/čl\. \d/);
  });

  test("English legal references stay whole", async () => {
    const text = await html("/privacy-policy");
    expect(text).toContain(`Art.${NB}16`);
    expect(text).toContain(`No.${NB}110/2019${NB}Coll.`);
  });

  test("numbers keep their units and ranges their ends, in both languages", async () => {
    expect(await html("/products")).toContain(`0–\u206060${NB}kV`);
    expect(await html("/products")).toContain(`8–\u206012${NB}hours`);
    expect(await html("/cs/produkty")).toContain(`8–\u206012${NB}hodin`);
  });
});

describe("Czech texts the site puts together", () => {
  /** A one-letter preposition or conjunction followed by an ordinary space: it may end a line. */
  const LOOSE = /(?<=^|[\s(„])[ksvzouai] /i;
  const PLACES = [
    ["/cs/blog/antimikrobialni-kryti-inhibicni-zona", "prev-post", "s českými"],
    ["/cs/blog/antimikrobialni-kryti-inhibicni-zona", "related-posts", "v naší"],
    ["/cs/blog/hydrogely-a-peny", "post-reference", "v naší"],
    ["/cs/blog/autor/jana-novakova", "author-profile", "o uvolňování"],
    ["/cs/blog/hledat?q=nanovlakna", "search-answer", "v naší"],
    ["/cs/blog/hledat?q=vlakna", "search-answer", "a co"],
  ] as const;

  for (const [path, id, joined] of PLACES)
    test(`${path}: ${id} keeps one-letter words with the word after them`, async () => {
      const page = await readPage(site.url, path);
      expect(page.status).toBe(200);
      const text = byTestId(page.root, id).map(textOf).join("\n");
      expect(text).toContain(joined.replace(" ", NB));
      expect(text).not.toMatch(LOOSE);
    });
});
