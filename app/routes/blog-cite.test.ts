// A post's citation files (./blog-cite.ts) as a reference manager gets them: the downloads read back by
// citation.js's own parsers, and a 404 for what is not there. Asked of the whole site in this process
// (tests/support/in-process-site.ts); the Cite section on the page is for the browser (tests/browser/cite.spec.ts).
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { byTestId, readPage, textOf } from "#tests/support/page-body";

const ENGLISH = "/blog/hydrogels-and-foams";
const CZECH = "/cs/blog/hydrogely-a-peny";

let site: InProcessSite;
let baseURL: string;
beforeAll(async () => {
  site = await startInProcessSite();
  baseURL = site.url;
}, 60_000);
afterAll(() => site?.stop());

/** Text as a reader reads it: non-breaking and other spaces as one space. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const parsed = (text: string) => new Cite(text).data[0] as Record<string, unknown>;

async function download(url: string) {
  const response = await fetch(baseURL + url);
  expect(response.status, url).toBe(200);
  return { headers: Object.fromEntries(response.headers), text: await response.text() };
}

test("the downloads are BibTeX, RIS and CSL-JSON files of the post, Czech letters intact", async () => {
  const bib = await download(`${CZECH}/cite.bib`);
  expect(bib.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
  expect(bib.headers["content-disposition"]).toBe('attachment; filename="hydrogely-a-peny.bib"');
  const ris = await download(`${CZECH}/cite.ris`);
  expect(ris.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
  expect(ris.text).toContain("AU  - Svobodová, Petra");
  const json = await download(`${CZECH}/cite.json`);
  expect(json.headers["content-type"]).toBe("application/vnd.citationstyles.csl+json; charset=utf-8");
  for (const [ext, text] of [
    ["bib", bib.text],
    ["ris", ris.text],
    ["json", json.text],
  ]) {
    const item = parsed(text!);
    expect(plain(String(item.title)), ext).toBe("Víc než vlákna: hydrogely a pěny v naší laboratoři");
    expect(item.author, ext).toEqual([{ given: "Petra", family: "Svobodová" }]);
    expect(item.issued, ext).toEqual({ "date-parts": [[2024, 8, 8]] });
    expect(item.URL, ext).toBe(`${baseURL}${CZECH}`);
  }
});

test("an unknown post or file answers 404", async () => {
  for (const url of ["/blog/no-such-post/cite.bib", `${ENGLISH}/cite.txt`, `${ENGLISH}/other.ris`]) {
    const response = await fetch(baseURL + url);
    await response.arrayBuffer();
    expect(response.status, url).toBe(404);
  }
});

test("the Czech post's reference names the day it is read, as ČSN ISO 690 asks of an online source", async () => {
  const day = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Prague" }).format(new Date());
  const before = day();
  const page = await readPage(baseURL, CZECH);
  const days = [before, day()].map((read) => `[cit.\u00a0${read}]. Dostupné z:`);
  const reference = byTestId(page.root, "post-reference").map(textOf).join("");
  expect(
    days.some((cited) => reference.includes(cited)),
    reference,
  ).toBe(true);
});
