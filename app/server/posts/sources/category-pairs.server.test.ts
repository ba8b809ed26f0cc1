// content/categories.json: the embedded blog's categories paired across languages, and what a wrong file says.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CategoryPair, readCategoryPairs, withCategoryPairs } from "./category-pairs.server";
import { createEmbeddedSource } from "./embedded.server";

const source = (pairs?: CategoryPair[]) =>
  withCategoryPairs(createEmbeddedSource(), pairs ? async () => pairs : undefined);

async function file(text: string) {
  const dir = await mkdtemp(path.join(tmpdir(), "categories-"));
  const at = path.join(dir, "categories.json");
  await writeFile(at, text);
  return at;
}

describe("categories paired across languages", () => {
  it("the project's file pairs each English category with its Czech twin, both ways", async () => {
    expect(await source().category("research", "en")).toMatchObject({
      name: "Research",
      translations: { cs: "vyzkum" },
    });
    expect(await source().category("vyzkum", "cs")).toMatchObject({
      name: "Výzkum",
      translations: { en: "research" },
    });
    expect(await source().category("tissue-engineering", "en")).toMatchObject({
      translations: { cs: "tkanove-inzenyrstvi" },
    });
  });

  it("names no twin where the twin has no posts (its page would not exist), nor for an unpaired category", async () => {
    const pairs: CategoryPair[] = [
      {
        en: { name: "Research", slug: "research" },
        cs: { name: "Bádání", slug: "badani" },
      },
    ];
    const research = await source(pairs).category("research", "en");
    expect(research?.name).toBe("Research");
    expect(research?.translations).toBeUndefined();
    expect((await source(pairs).category("nanofibers", "en"))?.translations).toBeUndefined();
    expect(await source(pairs).category("no-such-category", "en")).toBeUndefined();
  });

  it("no file: no pairs; a wrong file: an error that names the file and what is wrong", async () => {
    expect(await readCategoryPairs(path.join(tmpdir(), "no-such-folder", "categories.json"))).toEqual([]);
    const notJson = await file("[{");
    await expect(readCategoryPairs(notJson)).rejects.toThrow(`${notJson}: not JSON`);
    const noCzech = await file(JSON.stringify([{ en: { name: "Research", slug: "research" } }]));
    await expect(readCategoryPairs(noCzech)).rejects.toThrow(`${noCzech}: category 1 has no cs name`);
    const badSlug = await file(
      JSON.stringify([{ en: { name: "A", slug: "a" }, cs: { name: "Výzkum", slug: "Výzkum" } }]),
    );
    await expect(readCategoryPairs(badSlug)).rejects.toThrow("category 1 has no cs slug");
    await expect(readCategoryPairs(await file('{"en": 1}'))).rejects.toThrow("expected a list");
  });
});
