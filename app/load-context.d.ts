import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request CSP nonce for inline scripts. */
    cspNonce?: string;
    /** Who is asking (server/app.ts clientKey): requests that reach WordPress are limited per client. */
    client?: string;
  }
}
