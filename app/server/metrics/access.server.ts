// Who may read the metrics on the site's own port: only a request carrying `Authorization: Bearer <METRICS_TOKEN>`.
// Without a token the site's /metrics is its ordinary 404; the metrics port (METRICS_PORT) needs no token, since
// it listens on METRICS_HOST, 127.0.0.1 unless set.
import { createHash, timingSafeEqual } from "node:crypto";

export type MetricsAccess = {
  /** True when the request's Authorization header carries the token. */
  allows(authorization: string | undefined): boolean;
};

/** Both sides hashed first: equal lengths for timingSafeEqual, and no early exit that tells the length. */
const digest = (text: string) => createHash("sha256").update(text).digest();

export function metricsAccess(token: string | undefined): MetricsAccess {
  if (!token) return { allows: () => false };
  const expected = digest(token);
  return {
    allows(authorization) {
      const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
      // Compared even when nothing was given, so a missing header takes as long as a wrong one.
      return timingSafeEqual(digest(given), expected) && given !== "";
    },
  };
}
