// Video and audio from posts: kept as players when every address they load is a media file of the site or on
// one of WordPress's media origins (never a page of the site: post-addresses.server.ts), as
// `<video controls preload="none">` / `<audio controls preload="none">` (nothing plays or loads until the reader
// asks). A cover block's background video is the one exception, as WordPress shows it: muted, looping, inline,
// without controls, its first frame loaded; the page starts it unless the reader asks for reduced motion
// (components/blog/cover-videos.ts), so there is no autoplay here. From anywhere else they become a plain link to the file.
import type { Element, Root } from "hast";
import { webUrl } from "~/lib/web-url";
import { mediaAddress, pictureAddress } from "./post-addresses.server";
import type { SanitizeOptions } from "./options.server";
import { isElement, replace, walk } from "./tree.server";

const MEDIA = new Set(["video", "audio"]);

const COVER_VIDEO_CLASS = "wp-block-cover__video-background";

const isCoverVideo = (element: Element) =>
  element.tagName === "video" &&
  Array.isArray(element.properties.className) &&
  element.properties.className.includes(COVER_VIDEO_CLASS);

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
  const properties: Element["properties"] = isCoverVideo(element)
    ? { className: [COVER_VIDEO_CLASS], muted: true, loop: true, preload: "metadata" }
    : { controls: true, preload: "none" };
  // A poster is a picture like any other: through the image endpoint, or one of the site's own pictures.
  const poster = element.tagName === "video" ? pictureAddress(element.properties.poster, options) : undefined;
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
    const allowed = addresses.map((src) => mediaAddress(src, options));
    if (addresses.length > 0 && allowed.every(Boolean)) {
      replace(parent, element, [player(element, [...new Set(allowed as string[])], options)]);
      return;
    }
    const href = addresses.map((src) => webUrl(src, options.siteUrl)?.href).find(Boolean);
    replace(parent, element, href ? [linkTo(href)] : []);
  });
}
