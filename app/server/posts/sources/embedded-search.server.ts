// The embedded blog's search: loaded with its first search (embedded.server.ts).
import MiniSearch from "minisearch";
import type { Locale } from "~/content/locales";
import { htmlToText } from "~/lib/html-text";
import type { Post } from "~/lib/posts";
import { foldText } from "~/lib/search-text";

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * An in-process full-text index of the posts (MiniSearch, decision 051): titles weigh more than the text;
 * every word of the search must occur, as a word or the start of one, folded (case and diacritics).
 */
export function createSearchIndex(posts: Post[]) {
  const index = new MiniSearch<{ id: number; lang: string; title: string; text: string }>({
    fields: ["title", "text"],
    storeFields: ["lang"],
    processTerm: (term) => foldText(term),
    searchOptions: { prefix: true, combineWith: "AND", boost: { title: 3 } },
  });
  index.addAll(
    posts.map((post) => ({
      id: post.id,
      lang: post.lang ?? "en",
      title: htmlToText(post.title.rendered),
      text: `${htmlToText(post.excerpt.rendered)} ${htmlToText(post.content.rendered)}`,
    })),
  );
  const byId = new Map(posts.map((post) => [post.id, post]));
  return {
    /** The posts of a language that match, best first. */
    search(query: string, lang: Locale): Post[] {
      return index
        .search(query, { filter: (result) => result.lang === lang })
        .flatMap((result) => byId.get(result.id as number) ?? []);
    },
  };
}
