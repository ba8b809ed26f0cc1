// What every read of the posts service says besides what it reads: who asks, in which language. A page asks
// for the client its request came from, which the load context carries (server/main.ts).
import { type Locale, localeOf } from "~/content/locales";

/** Who asks (the client a request counts against; none for the server's own work) and in which language. */
export type Ask = { client?: string; lang?: Locale };
/** A page of a list: how many posts on it (POSTS_PER_PAGE when not given), who asks and in which language. */
export type ListAsk = Ask & { perPage?: number };

/** Who asks in a request (its load context's client) and in which language (its address's). */
export function askOf(request: Request, context: { client?: string }): Ask & { lang: Locale } {
  return { client: context.client, lang: localeOf(new URL(request.url).pathname) };
}
