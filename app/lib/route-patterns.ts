// Reading the site's route patterns ("/blog/category/:slug") as React Router reads them, for the code that has
// to know which route answers an address before the router runs: the response cache's key, the one-case
// redirect, what a post change drops and the sitemap.
import type { Locale } from "../content/locales";

/** A route's address: one for every language, or one pattern for all (a resource without a language). */
export type Paths = string | Readonly<Record<Locale, string>>;

export type Routed = { file: string; path: Paths };

/** A route's patterns, each with its language when the route has one per language. */
export function patternsOf(route: Routed): { pattern: string; locale?: Locale }[] {
  if (typeof route.path === "string") return [{ pattern: route.path }];
  return Object.entries(route.path).map(([locale, pattern]) => ({ pattern, locale: locale as Locale }));
}

/** A page is a module with a view; React Router also answers its data at its `.data` URL. */
const isPage = (route: Routed): boolean => route.file.endsWith(".tsx");

/** The URL at which React Router's client fetches a page's data (the home page's is /_root.data). */
export const dataUrl = (path: string): string => (path === "/" ? "/_root.data" : `${path}.data`);

const isParameter = (segment: string) => /^:[\w-]+$/.test(segment);

/** A pattern with its one parameter filled in (encoded): the address of a category, of a post. */
export function fillParameter(pattern: string, value: string): string {
  const segments = pattern.split("/");
  if (segments.filter(isParameter).length !== 1)
    throw new Error(`Route pattern ${pattern}: not one parameter`);
  return segments.map((segment) => (isParameter(segment) ? encodeURIComponent(value) : segment)).join("/");
}

/** React Router's ranking of a pattern (its computeScore): a word beats a parameter, which beats a splat. */
function score(pattern: string): number {
  const segments = pattern.slice(1).split("/");
  const splat = segments.includes("*") ? -2 : 0;
  const index = pattern === "/" ? 2 : 0;
  return segments
    .filter((segment) => segment !== "*")
    .reduce(
      (total, segment) => total + (isParameter(segment) ? 3 : segment === "" ? 1 : 10),
      segments.length + splat + index,
    );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .slice(1)
    .split("/")
    .map((segment) => {
      if (segment.endsWith("?"))
        throw new Error(`Route pattern ${pattern}: optional segments are not read here`);
      if (segment !== "*" && !isParameter(segment)) return escape(segment);
      names.push(segment === "*" ? "*" : segment.slice(1));
      return segment === "*" ? "(.*)" : "([^/]+)";
    })
    .join("/");
  return { regex: new RegExp(`^/${body}$`), names };
}

export type Match<R extends Routed> = {
  route: R;
  locale?: Locale;
  pattern: string;
  params: Record<string, string>;
  /** The address asked for a page's data (React Router's `.data` URL). */
  data: boolean;
};

/**
 * The route that answers `path` (as requested, escapes kept), ranked as React Router ranks them; a `.data`
 * URL is a page's data. Built once per table: compiling is done here, matching is a loop over regexes.
 */
export function createMatcher<R extends Routed>(routes: readonly R[]) {
  const compiled = routes
    .flatMap((route, order) =>
      patternsOf(route).map(({ pattern, locale }) => ({
        route,
        locale,
        pattern,
        order,
        score: score(pattern),
        page: isPage(route),
        ...compile(pattern),
      })),
    )
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // A pattern without parameters that equals the address outranks every other that matches it, so most
  // addresses are found by one lookup (this runs for each request, cached answers too).
  const exact = new Map<string, (typeof compiled)[number]>();
  for (const entry of compiled)
    if (entry.names.length === 0 && !exact.has(entry.pattern)) exact.set(entry.pattern, entry);
  return (path: string): Match<R> | undefined => {
    const data = path.endsWith(".data");
    const routed = path === "/_root.data" ? "/" : data ? path.slice(0, -".data".length) : path;
    const same = exact.get(routed);
    if (same && (same.page || !data))
      return { route: same.route, locale: same.locale, pattern: same.pattern, params: {}, data };
    for (const entry of compiled) {
      if (data && !entry.page) continue;
      const found = entry.regex.exec(routed);
      if (!found) continue;
      const params = Object.fromEntries(entry.names.map((name, at) => [name, found[at + 1] ?? ""]));
      const { route, locale, pattern } = entry;
      return { route, locale, pattern, params, data };
    }
    return undefined;
  };
}
