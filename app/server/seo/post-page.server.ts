// What a post's page shows of its citation and dates, read on the server where the site's time zone is known:
// its formatted reference (the reference thread, references.server.ts) and its instants with the site's offset.
import type { Locale } from "~/content/locales";
import type { Post } from "~/lib/posts";
import { log, messageOf } from "~/server/log/log.server";
import { cslItem } from "./citation-item.server";
import { isoWithOffset, modifiedAt, publishedAt, today } from "./post-instants.server";
import type { References } from "./references.server";

/** When the post was published and last changed, as instants with the site's offset (post-instants.server.ts). */
export type PostTimes = { published?: string; modified?: string };

/** The post's formatted reference, read today; a post citeproc cannot format is shown without one (and logged). */
export async function referenceOf(
  references: References,
  post: Post,
  base: string,
  lang: Locale,
  zone: string,
): Promise<{ html: string } | undefined> {
  try {
    return { html: (await references.format(cslItem(post, base, lang), lang, today(zone))).html };
  } catch (error) {
    log.error(`No reference for "${post.slug}": ${messageOf(error)}`);
    return undefined;
  }
}

/** The post's instants, read on the server where the site's time zone is known. */
export function postTimes(post: Post, zone: string): PostTimes {
  const published = publishedAt(post, zone);
  const modified = modifiedAt(post, zone);
  return {
    ...(published && { published: isoWithOffset(published) }),
    ...(modified && { modified: isoWithOffset(modified) }),
  };
}
