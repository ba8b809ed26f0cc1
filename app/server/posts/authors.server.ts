// The posts service's author pages: who an author is and one page of their posts in a language, kept in the
// service's cache like a category's list (a change notice drops them with the lists) and every miss counted
// against the asking client's upstream budget.
import { type Author, type AuthorList, POSTS_PER_PAGE } from "~/lib/posts";
import type { ListAsk } from "./ask.server";
import type { Cached } from "./cache.server";
import { LIST_ERROR, unavailable } from "./errors.server";
import type { ServiceParts } from "./lookups.server";
import { SLUG_PATTERN } from "./sources/source.server";

type Parts = ServiceParts & { assertPage: (page: number, perPage: number) => void };

export type AuthorLookups = {
  /** One page of an author's posts in `lang`; {data: [], author: null} when there is no such author. */
  listAuthorCached(slug: string, page: number, ask?: ListAsk): Promise<Cached<AuthorList>>;
};

const fresh = <T>(value: T): Cached<T> => ({ value, freshness: "fresh", fetchedAt: 0, age: 0 });

export function createAuthorLookups({
  source,
  cache,
  ask,
  budget,
  sanitize,
  assertPage,
}: Parts): AuthorLookups {
  const lookups: AuthorLookups = {
    async listAuthorCached(slug, page, { perPage = POSTS_PER_PAGE, client, lang = "en" } = {}) {
      assertPage(page, perPage);
      const none: AuthorList = { data: [], totalPages: 0, totalPosts: 0, author: null };
      const author = source.author?.bind(source);
      const listAuthor = source.listAuthor?.bind(source);
      if (!author || !listAuthor || !SLUG_PATTERN.test(slug)) return fresh(none);
      let found: Cached<{ author: Author | null }>;
      try {
        found = await cache.get(
          `author:${lang}:${slug}`,
          async () => ({ author: (await ask(() => author(slug, lang))) ?? null }),
          { isGoodCopy: (answer) => answer.author !== null, beforeFetch: () => budget.charge(client) },
        );
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
      const who = found.value.author;
      if (!who) return { ...found, value: none };
      // Past the end its first page tells of (read once, then kept): answered without asking, as /blog's are.
      if (page > 1) {
        const first = await lookups.listAuthorCached(slug, 1, { perPage, client, lang });
        if (page > first.value.totalPages) return { ...first, value: { ...first.value, data: [] } };
      }
      try {
        const list = await cache.get(
          `list:author:${lang}:${slug}:${perPage}:${page}`,
          async () => {
            const answer = await ask(() => listAuthor(who, page, perPage, lang));
            return { ...answer, data: await Promise.all(answer.data.map((post) => sanitize(post, client))) };
          },
          {
            isGoodCopy: (answer) => answer.data.length > 0 && perPage === POSTS_PER_PAGE,
            beforeFetch: () => budget.charge(client),
          },
        );
        return { ...list, value: { ...list.value, author: who } };
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },
  };
  return lookups;
}
