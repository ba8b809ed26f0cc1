// GET /site.webmanifest: the name, colours and icons browsers use when the site is pinned or installed.
import { company } from "~/content/company";
import { SHARED_ONE_DAY } from "~/server/http/http.server";
import { keyOfPage, surrogateKeys } from "~/server/changes/changes.server";

export function loader() {
  const manifest = {
    name: company.brand,
    short_name: company.shortBrand,
    description: company.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: "en",
    theme_color: company.themeColor,
    background_color: "#ffffff",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      // For launchers that cut icons to their own shape: the mark within the central circle they keep.
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": SHARED_ONE_DAY,
      ...surrogateKeys({ lang: "en", is: [keyOfPage("en")] }),
    },
  });
}
