// The settings of the cache in front that a change notice purges (PURGE_TARGET and what each target needs).
import { z } from "zod";
import { alphanumericId, apiUrl, httpUrl, optionalText } from "./config-values.server";

/** The variables of the cache in front (docs/deploy.md). */
export const purgeVariables = {
  PURGE_TARGET: z
    .enum(["", "none", "varnish", "fastly", "cloudflare"], {
      message: "PURGE_TARGET must be varnish, fastly, cloudflare or none",
    })
    .default(""),
  VARNISH_PURGE_URLS: optionalText.transform((value, ctx) => {
    const urls = value
      .split(",")
      .map((url) => url.trim())
      .filter(Boolean);
    const bad = urls.find((url) => !httpUrl(url, false));
    if (bad === undefined) return urls.map((url) => new URL(url).href);
    ctx.addIssue({
      code: "custom",
      message: `VARNISH_PURGE_URLS takes http(s) addresses separated by commas; ${JSON.stringify(bad)} is not one`,
    });
    return z.NEVER;
  }),
  FASTLY_SERVICE_ID: alphanumericId("FASTLY_SERVICE_ID is the service's alphanumeric ID"),
  FASTLY_API_TOKEN: optionalText,
  FASTLY_API_URL: apiUrl("FASTLY_API_URL", "https://api.fastly.com"),
  CLOUDFLARE_ZONE_ID: alphanumericId("CLOUDFLARE_ZONE_ID is the zone's alphanumeric ID"),
  CLOUDFLARE_API_TOKEN: optionalText,
  CLOUDFLARE_API_URL: apiUrl("CLOUDFLARE_API_URL", "https://api.cloudflare.com/client/v4"),
};

/** The variables PURGE_TARGET needs. */
export const PURGE_NEEDS = {
  varnish: ["VARNISH_PURGE_URLS"],
  fastly: ["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"],
  cloudflare: ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"],
} as const;

/**
 * The cache in front that a change notice purges by tag (app/server/changes/purge.server.ts): Varnish's addresses, or the CDN's
 * service or zone `id`, API token and API address.
 */
export function purgeTarget(env: z.output<z.ZodObject<typeof purgeVariables>>) {
  const { PURGE_TARGET: target } = env;
  if (target === "varnish") return { target, urls: env.VARNISH_PURGE_URLS };
  if (target === "fastly")
    return { target, id: env.FASTLY_SERVICE_ID, token: env.FASTLY_API_TOKEN, apiUrl: env.FASTLY_API_URL };
  if (target === "cloudflare")
    return {
      target,
      id: env.CLOUDFLARE_ZONE_ID,
      token: env.CLOUDFLARE_API_TOKEN,
      apiUrl: env.CLOUDFLARE_API_URL,
    };
  return undefined;
}
