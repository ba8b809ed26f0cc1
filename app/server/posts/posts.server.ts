// The posts room's door: the posts service (service.server.ts) and what the rest of the app takes from the room.
export * from "./service.server";
export { postsServiceFor } from "./service-for-settings.server";
export { PostsUnavailableError } from "./errors.server";
export { loadArchivePage } from "./archive-page.server";
export { askOf } from "./ask.server";
export { loadLatestPosts } from "./latest-posts.server";
export * from "./editor-pages.server";
export { footerMenus } from "./menus.server";
export { SLUG_PATTERN } from "./sources/source.server";
/** @internal */
export { createWordPressSource } from "./sources/wordpress.server";
