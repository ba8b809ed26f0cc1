import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { ROUTES, type RouteFacts, routeId } from "./route-facts";
import { patternsOf } from "./lib/route-patterns";

// The site's pages, in English at their own addresses and in Czech under /cs/ with Czech words
// (app/lib/i18n.ts keeps the two schemes; docs/decisions/031-czech-under-cs.md). Each page's module serves
// both languages and reads its language from the address. Routes and their facts are declared in
// app/route-facts.ts; this file only hands them to React Router.
const entries = (facts: RouteFacts): RouteConfigEntry[] =>
  patternsOf(facts).map(({ pattern, locale }) => {
    const id = routeId(facts, locale);
    const options = id === undefined ? {} : { id };
    return pattern === "/" ? index(facts.file, options) : route(pattern.slice(1), facts.file, options);
  });

const table: RouteConfigEntry[] = [];
const layouts = new Map<string, RouteConfigEntry[]>();
for (const facts of ROUTES) {
  if (facts.layout === undefined) {
    table.push(...entries(facts));
    continue;
  }
  let children = layouts.get(facts.layout);
  if (children === undefined) {
    children = [];
    layouts.set(facts.layout, children);
    table.push(layout(facts.layout, children));
  }
  children.push(...entries(facts));
}

export default table satisfies RouteConfig;
