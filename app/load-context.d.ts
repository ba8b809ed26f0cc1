import "react-router";
import type { Services } from "~/server/services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Who is asking (server/app.ts clientKey): requests that reach WordPress are limited per client. */
    client?: string;
    /** The site's services, built once at start (server/main.ts). */
    services: Services;
  }
}
