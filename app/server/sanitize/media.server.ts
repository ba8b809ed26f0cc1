// Video and audio from posts: kept as players when every address they load is the site's own or one of
// WordPress's media origins, as `<video controls preload="none">` / `<audio controls preload="none">` (nothing
// plays or loads until the reader asks; never autoplay, loop or muted tricks). From anywhere else they become a
// plain link to the file.
import type { Element, Root } from "hast";
import { webUrl } from "~/lib/web-url";
import type { SanitizeOptions } from "./pipeline.server";
import { isElement, replace, walk } from "./tree.server";

const MEDIA = new Set(["video", "audio"]);

/** `url` read on the site, when it is http(s) on the site's origin or a media origin; else undefined. */
export function mediaUrl(url: unknown, { siteUrl, mediaOrigins }: SanitizeOptions): string | undefined {
  const target = webUrl(url, siteUrl);
  if (!target) return undefined;
  const own = target.origin === new URL(siteUrl).origin;
  return own || mediaOrigins.includes(target.origin) ? target.href : undefined;
}

/** The link a player from elsewhere becomes: the file's name, leading to the file. */
function linkTo(href: string): Element {
  const name = decodeURIComponentSafe(new URL(href).pathname.split("/").pop() ?? "") || href;
  return { type: "element", tagName: "a", properties: { href }, children: [{ type: "text", value: name }] };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function player(element: Element, sources: string[], options: SanitizeOptions): Element {
  const properties: Element["properties"] = { controls: true, preload: "none" };
  const poster = element.tagName === "video" ? mediaUrl(element.properties.poster, options) : undefined;
  if (poster) properties.poster = poster;
  for (const size of ["width", "height"] as const)
    if (/^\d{1,5}$/.test(String(element.properties[size] ?? ""))) properties[size] = element.properties[size];
  if (element.tagName === "video") properties.playsInline = true;
  const children: Element[] = sources.map((src) => ({
    type: "element",
    tagName: "source",
    properties: { src },
    children: [],
  }));
  if (children.length === 1) {
    properties.src = sources[0];
    children.length = 0;
  }
  return { type: "element", tagName: element.tagName, properties, children };
}

/**
 * Before the allow-list: every video and audio element becomes a player with nothing but allowed sources, or a
 * link to its file, or (with no web address at all) nothing.
 */
export function prepareMedia(tree: Root, options: SanitizeOptions): void {
  walk(tree, (element, parent) => {
    if (!MEDIA.has(element.tagName)) return;
    const addresses = [
      element.properties.src,
      ...element.children
        .filter((child) => isElement(child, "source"))
        .map((source) => source.properties.src),
    ].filter((src) => typeof src === "string" && src.trim() !== "");
    const allowed = addresses.map((src) => mediaUrl(src, options));
    if (addresses.length > 0 && allowed.every(Boolean)) {
      replace(parent, element, [player(element, [...new Set(allowed as string[])], options)]);
      return;
    }
    const href = addresses.map((src) => webUrl(src, options.siteUrl)?.href).find(Boolean);
    replace(parent, element, href ? [linkTo(href)] : []);
  });
}
