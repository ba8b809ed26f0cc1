import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Who is asking (server/app.ts clientKey): requests that reach WordPress are limited per client. */
    client?: string;
  }
}
