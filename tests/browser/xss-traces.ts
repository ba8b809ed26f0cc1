// What the XSS corpus looks for on a page after the sanitizer (tests/browser/xss-corpus.spec.ts).
import type { Page } from "@playwright/test";

/**
 * Handlers, script URLs, active elements, styles that position or load, ids without the prefix, players that
 * could start on their own or load from elsewhere, and unmarked external links in what the page shows.
 */
export async function traces(page: Page, sanitized: string, siteUrl: string): Promise<string[]> {
  const site = new URL(siteUrl).origin;
  return page.evaluate(
    ([selector, site]) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll("*")) {
        for (const attribute of element.attributes)
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      }
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]"))
        if (!/^(https?|mailto|tel):$/.test(link.protocol)) found.push(`link ${link.href}`);
      for (const image of document.querySelectorAll<HTMLImageElement>("img[src]"))
        if (!/^https?:$/.test(new URL(image.src).protocol)) found.push(`image ${image.src}`);
      for (const id of ["main-content", "__proto__"])
        if (document.querySelectorAll(`[id="${id}"]`).length > (id === "main-content" ? 1 : 0))
          found.push(`id ${id} taken`);
      for (const root of document.querySelectorAll(selector)) {
        const active = root.querySelectorAll(
          // MathML is kept (MathML Core): never its HTML islands, pictures, actions, or a link on anything but <a>.
          "script, style, iframe, frame, object, embed, form, input, button, textarea, select, svg, annotation-xml, mglyph, maction, :not(a)[href], base, meta, link, noscript, template, [target]",
        );
        for (const element of active) found.push(`${element.tagName} in ${selector}`);
        for (const element of root.querySelectorAll<HTMLElement>("[style]")) {
          const style = element.getAttribute("style") ?? "";
          if (/position|z-index|url\(|expression|@import|behavior|--/i.test(style))
            found.push(`style ${style}`);
          if (["fixed", "absolute", "sticky"].includes(getComputedStyle(element).position))
            found.push(`positioned ${element.tagName}`);
        }
        for (const element of root.querySelectorAll("[id]"))
          if (!element.id.startsWith("user-content-")) found.push(`id ${element.id}`);
        for (const player of root.querySelectorAll<HTMLMediaElement>("video, audio")) {
          if (!player.controls || player.preload !== "none" || player.autoplay || player.loop || player.muted)
            found.push(`player ${player.outerHTML}`);
          const addresses = [player.src, (player as HTMLVideoElement).poster ?? ""];
          for (const source of player.querySelectorAll("source")) addresses.push(source.src);
          for (const address of addresses.filter(Boolean))
            if (new URL(address).origin !== site) found.push(`player address ${address}`);
        }
        for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
          // The site's own addresses stay on the site, even in a page shown from another origin.
          const leaves = /^https?:$/.test(link.protocol) && ![location.origin, site].includes(link.origin);
          if (leaves && link.rel !== "noopener noreferrer") found.push(`unmarked external link ${link.href}`);
        }
      }
      return found;
    },
    [sanitized, site] as const,
  );
}
