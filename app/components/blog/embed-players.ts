// The browser's half of the embed facades (app/server/sanitize/embeds.server.ts): a press on "Play video"
// swaps the facade for the provider's player. One listener on the post body, which is rendered from HTML, so
// every facade in it works without a component of its own. The player's address is built again here, from the
// facade's link to the original and app/lib/embeds.ts: a facade whose link no provider recognises plays nothing.
import { type RefObject, useEffect } from "react";
import { embedTexts } from "~/content/embeds";
import { recognizeEmbed } from "~/lib/embeds";
import { FACADE_CLASS } from "~/lib/embed-facade";

/** Replaces the facade around `button` by its player, and moves the focus there. */
function playEmbed(button: HTMLElement): void {
  const facade = button.closest<HTMLElement>(`.${FACADE_CLASS.facade}`);
  const link = facade?.querySelector<HTMLAnchorElement>(`a.${FACADE_CLASS.link}`);
  const embed = recognizeEmbed(link?.getAttribute("href"));
  if (!facade || !link || !embed) return;
  const title = facade.querySelector(`.${FACADE_CLASS.title}`)?.textContent?.trim() || embed.name;
  const frame = document.createElement("iframe");
  frame.src = embed.player;
  // The facade's texts are in the post's language (a Czech post, or an English one marked lang="en").
  const lang = facade.closest("[lang]")?.getAttribute("lang") === "cs" ? "cs" : "en";
  frame.title = embedTexts[lang].frameTitle(title, embed.name);
  frame.className = [
    FACADE_CLASS.player,
    `${FACADE_CLASS.player}--${embed.kind}`,
    `${FACADE_CLASS.player}--${embed.provider}`,
  ].join(" ");
  frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  const original = document.createElement("p");
  original.append(link);
  facade.replaceWith(frame, original);
  frame.focus();
}

/** Plays embeds on a press of their button inside `body` (a click, or Enter or Space on the focused button). */
export function useEmbedPlayers(body: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(`button.${FACADE_CLASS.play}`);
      if (button && element.contains(button)) playEmbed(button);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [body]);
}
