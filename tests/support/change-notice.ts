// WordPress's signed change notice (wordpress/site-connector.php) as the tests send it: POST /api/revalidate with
// the body signed as "<timestamp>.<body>" (HMAC-SHA256). Signed here with node:crypto, not the site's own code,
// so a test of the signature does not check the site against itself.
import { createHmac } from "node:crypto";

export type NoticeOptions = {
  secret: string;
  /** Unix seconds the notice claims it was sent at; now by default. */
  timestamp?: number;
};

/** Sends `body` (the connector's JSON) to `site`'s /api/revalidate, signed with `secret`. */
export function sendChangeNotice(site: string, body: string, { secret, timestamp }: NoticeOptions) {
  const at = String(timestamp ?? Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", secret).update(`${at}.${body}`).digest("hex");
  return fetch(`${site}/api/revalidate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Revalidate-Timestamp": at,
      "X-Revalidate-Signature": `sha256=${signature}`,
    },
    body,
  });
}
