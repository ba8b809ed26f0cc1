// The browser's half of a cover block's background video (app/server/sanitize/media.server.ts keeps it muted,
// looping and inline, without controls, as WordPress shows it): it plays unless the reader asks for reduced
// motion, and a button in the cover's corner pauses it and plays it again (moving pictures that go on need a
// way to stop them: WCAG 2.2.2). Without scripts it shows its first frame, or its poster.
import { type RefObject, useEffect } from "react";
import { embedTexts } from "~/content/embeds";

const VIDEOS = "video.wp-block-cover__video-background";

/** Starts the cover videos inside `body` and gives each its pause button. */
export function useCoverVideos(body: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const done = new AbortController();
    for (const video of element.querySelectorAll<HTMLVideoElement>(VIDEOS)) {
      // In the post's language (a Czech post, or an English one marked lang="en").
      const texts =
        embedTexts[video.closest("[lang]")?.getAttribute("lang") === "cs" ? "cs" : "en"].background;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cover-video-toggle";
      const label = () => (button.textContent = video.paused ? texts.play : texts.pause);
      button.addEventListener("click", () => (video.paused ? void video.play().catch(label) : video.pause()));
      for (const change of ["play", "pause"]) video.addEventListener(change, label, { signal: done.signal });
      done.signal.addEventListener("abort", () => button.remove());
      video.after(button);
      video.muted = true;
      if (!still) void video.play().catch(label);
      label();
    }
    return () => done.abort();
  }, [body]);
}
