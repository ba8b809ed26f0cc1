// WordPress's embed blocks become click-to-load facades, on the parsed tree and before the allow-list cut, so
// what is built here passes through the same allow-list as the rest of the post. A post's embed holds the
// provider's player (content.rendered: an oEmbed <iframe>) or just the address (saved markup: the URL as text
// in .wp-block-embed__wrapper). Either way the facade shows the title, the provider and a link to the original;
// for a provider in app/lib/embeds.ts also a Play button. Until it is pressed the page asks no other origin
// for anything; then the browser builds the player's address from the link (app/components/blog/embed-players.ts).
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { type EmbedTexts, embedTexts } from "~/content/embeds";
import type { Locale } from "~/content/locales";
import { FACADE_CLASS } from "~/lib/embed-facade";
import { type Embed, PROVIDERS, parse, recognizeEmbed } from "~/lib/embeds";
import { replace, walk } from "./tree.server";

/** The longest title kept; oEmbed titles are a line, anything longer is not one. */
const MAX_TITLE = 200;

type Parent = Root | Element;

const classesOf = (element: Element): string[] =>
  Array.isArray(element.properties.className) ? element.properties.className.map(String) : [];

const element = (
  tagName: string,
  className: string,
  children: ElementContent[],
  properties = {},
): Element => ({
  type: "element",
  tagName,
  properties: { className: [className], ...properties },
  children,
});

const text = (value: string): ElementContent => ({ type: "text", value });

function descendants(parent: Parent): Element[] {
  const found: Element[] = [];
  for (const child of parent.children) {
    if (child.type !== "element") continue;
    found.push(child, ...descendants(child));
  }
  return found;
}

/** The addresses an embed names, the most telling first: its player, its URL as text, its links. */
function addresses(figure: Element): string[] {
  const all = descendants(figure);
  const wrapper = all.find((node) => classesOf(node).includes("wp-block-embed__wrapper")) ?? figure;
  const inside = descendants(wrapper);
  const frames = inside.filter((node) => node.tagName === "iframe").map((node) => node.properties.src);
  const links = inside.filter((node) => node.tagName === "a").map((node) => node.properties.href);
  const written = wrapper.children
    .filter((child) => child.type === "text")
    .map((child) => child.value.trim());
  return [...frames, ...written, ...links].filter((value): value is string => typeof value === "string");
}

/**
 * The title the provider gave the media (the iframe's), else the text of the post's own quote of it, else
 * the title of a facade made before (sanitizing twice changes nothing).
 */
function titleOf(figure: Element): string | undefined {
  const all = descendants(figure);
  const frame = all.find((node) => node.tagName === "iframe" && typeof node.properties.title === "string");
  const quoted = all.find(
    (node) => node.tagName === "blockquote" || classesOf(node).includes(FACADE_CLASS.title),
  );
  const candidate = frame ? String(frame.properties.title) : quoted ? toString(quoted) : "";
  const title = candidate.replace(/\s+/g, " ").trim();
  return title ? title.slice(0, MAX_TITLE) : undefined;
}

/**
 * The provider's name for a provider with no player here: a facade's made before, else from WordPress's
 * class (is-provider-<slug>), else the address's host.
 */
function providerName(figure: Element, url: URL | undefined): string | undefined {
  const made = descendants(figure).find((node) => classesOf(node).includes(FACADE_CLASS.provider));
  if (made) return toString(made).trim();
  const slug = classesOf(figure)
    .find((name) => name.startsWith("is-provider-"))
    ?.slice("is-provider-".length);
  if (slug && PROVIDERS[slug]) return PROVIDERS[slug].name;
  return url?.hostname.replace(/^www\./, "");
}

function facade(embed: Embed, title: string | undefined, texts: EmbedTexts): Element {
  const name = title ?? texts.untitled[embed.kind](embed.name);
  const origin = new URL(embed.player).hostname;
  const facadeElement = element("div", FACADE_CLASS.facade, [
    element("p", FACADE_CLASS.title, [text(name)]),
    element("p", FACADE_CLASS.provider, [text(embed.name)]),
    element("p", FACADE_CLASS.actions, [
      element(
        "button",
        FACADE_CLASS.play,
        [text(texts.play[embed.kind]), element("span", FACADE_CLASS.hidden, [text(`: ${name}`)])],
        { type: "button" },
      ),
      element("a", FACADE_CLASS.link, [text(texts.original(embed.name))], { href: embed.original }),
    ]),
    element("p", FACADE_CLASS.notice, [text(texts.notice(embed.name, origin))]),
  ]);
  facadeElement.properties.className = [FACADE_CLASS.facade, `${FACADE_CLASS.facade}--${embed.kind}`];
  return facadeElement;
}

/** An embed from a site with no player here: its title, the site, and a link when the address is a web one. */
function linkCard(figure: Element, title: string | undefined, texts: EmbedTexts): Element | undefined {
  const url = addresses(figure).map(parse).find(Boolean);
  const site = providerName(figure, url);
  const children: ElementContent[] = [];
  const heading = title ?? url?.href ?? site;
  if (heading) children.push(element("p", FACADE_CLASS.title, [text(heading)]));
  if (site && site !== heading) children.push(element("p", FACADE_CLASS.provider, [text(site)]));
  if (url)
    children.push(
      element("p", FACADE_CLASS.actions, [
        element("a", FACADE_CLASS.link, [text(texts.card(url.hostname.replace(/^www\./, "")))], {
          href: url.href,
        }),
      ]),
    );
  return children.length > 0 ? element("div", FACADE_CLASS.facade, children) : undefined;
}

/**
 * The quote a provider's embed code carries for readers without its script (a tweet's blockquote.twitter-tweet,
 * a Facebook post's blockquote.fb-xfbml-parse-ignore): kept as a quote, with its text and links.
 */
function quoteOf(figure: Element): Element | undefined {
  const wrapper = descendants(figure).find((node) => classesOf(node).includes("wp-block-embed__wrapper"));
  const quote = wrapper
    ? descendants(wrapper).find((node) => node.tagName === "blockquote")
    : figure.children.find(
        (node): node is Element => node.type === "element" && node.tagName === "blockquote",
      );
  if (quote) quote.properties = {};
  return quote;
}

function replaceEmbed(figure: Element, texts: EmbedTexts): void {
  const embed = addresses(figure).map(recognizeEmbed).find(Boolean);
  const quote = embed ? undefined : quoteOf(figure);
  // With its quote shown, the card only names the site and links to the original.
  const title = quote ? undefined : titleOf(figure);
  const captions = figure.children.filter(
    (child): child is Element => child.type === "element" && child.tagName === "figcaption",
  );
  const replacement = embed ? facade(embed, title, texts) : linkCard(figure, title, texts);
  if (quote && replacement)
    replacement.children = replacement.children.filter(
      (child) => child.type !== "element" || !classesOf(child).includes(FACADE_CLASS.title),
    );
  figure.children = [...(quote ? [quote] : []), ...(replacement ? [replacement] : []), ...captions];
}

/** Where a facade may stand in place of an iframe: elements whose content may be blocks. */
const HOLDS_BLOCKS = new Set(["div", "figure", "li", "td", "th", "blockquote", "section", "details", "dd"]);

/**
 * An iframe outside an embed block (a classic post's pasted player code): a provider's player becomes the same
 * facade as an embed block's (standing in place of a paragraph that holds nothing else); any other frame, or
 * a player inside running text, a link to its address when that is a web one; nothing otherwise.
 */
function replaceFrames(parent: Parent, texts: EmbedTexts): void {
  for (const child of [...parent.children]) {
    if (child.type !== "element") continue;
    if (child.tagName !== "iframe") {
      replaceFrames(child, texts);
      continue;
    }
    const src = child.properties.src;
    const embed = recognizeEmbed(src);
    const onlyChild =
      parent.type === "element" &&
      parent.tagName === "p" &&
      parent.children.every((node) => node === child || (node.type === "text" && !node.value.trim()));
    const blocks = parent.type === "root" || HOLDS_BLOCKS.has(parent.tagName);
    const index = parent.children.indexOf(child);
    if (embed && (blocks || onlyChild)) {
      const title = typeof child.properties.title === "string" ? child.properties.title.trim() : "";
      const figure = element("figure", "wp-block-embed", [facade(embed, title || undefined, texts)]);
      figure.properties.className = [
        "wp-block-embed",
        `is-type-${embed.kind}`,
        `is-provider-${embed.provider}`,
      ];
      if (onlyChild) parent.children = [figure];
      else parent.children.splice(index, 1, figure);
      continue;
    }
    const url = parse(src);
    parent.children.splice(
      index,
      1,
      ...(url ? [element("a", "", [text(url.href)], { href: url.href })] : []),
    );
  }
}

/** Removes a post's own buttons; WordPress's button block (which can be a <button>) keeps its label as a span. */
function dropButtons(parent: Parent): void {
  parent.children = parent.children.filter(
    (child) =>
      child.type !== "element" ||
      child.tagName !== "button" ||
      classesOf(child).includes("wp-block-button__link"),
  );
  for (const child of parent.children) {
    if (child.type !== "element") continue;
    if (child.tagName === "button") child.tagName = "span";
    dropButtons(child);
  }
}

/**
 * Turns every embed block into a facade. A post's own buttons go first: on our pages a button is only ever a
 * facade's, the one the browser script acts on.
 */
function embedFacades(tree: Root, lang: Locale = "en"): void {
  dropButtons(tree);
  const texts = embedTexts[lang];
  for (const node of descendants(tree))
    if (classesOf(node).includes("wp-block-embed") && node.tagName === "figure") replaceEmbed(node, texts);
  replaceFrames(tree, texts);
  // A paragraph that held only a player is now its facade's figure: the figure takes the paragraph's place.
  walk(tree, (node, parent) => {
    const [only] = node.children;
    if (
      node.tagName === "p" &&
      node.children.length === 1 &&
      only?.type === "element" &&
      only.tagName === "figure"
    )
      replace(parent, node, [only]);
  });
}

/** The pipeline's step (pipeline.server.ts), before the allow-list cut; texts in the post's language. */
export const embeds = {
  name: "embeds",
  run: (tree: Root, options: { lang?: Locale }) => embedFacades(tree, options.lang),
} as const;
