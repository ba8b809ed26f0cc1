// A test's services, built the way the server builds them (app/server/services.server.ts): from the settings of
// the environment (vi.stubEnv) with `env` on top, and with stand-ins where the test gives them.
import { parseConfig } from "~/server/config.server";
import type { PostsService } from "~/server/posts/posts.server";
import { createServices, type ServiceParts, type Services } from "~/server/services.server";

export function testServices(
  env: Record<string, string | undefined> = {},
  parts: Omit<ServiceParts, "posts"> & { posts?: Partial<PostsService> } = {},
): Services {
  return createServices(parseConfig({ ...process.env, ...env }), { ...parts, posts: parts.posts as PostsService });
}

/** The load context a loader gets from the server: who asks, and the services. */
export function loadContext(services: Services = testServices(), client?: string) {
  return { client, services };
}
