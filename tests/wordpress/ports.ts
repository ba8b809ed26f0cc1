// Addresses of the WordPress contract tests: the site reading WordPress, and WordPress on PHP's server.
export const sitePort = Number(process.env.E2E_PORT ?? 3240);
export const siteUrl = `http://127.0.0.1:${sitePort}`;
export const wordpressPort = Number(process.env.E2E_WORDPRESS_PORT ?? sitePort + 80);
export const wordpressUrl = process.env.E2E_WORDPRESS_URL ?? `http://127.0.0.1:${wordpressPort}`;
/** A second instance of the site, as WordPress's SITE_REVALIDATE_URLS names it: a test listens there. */
export const secondInstanceUrl = `http://127.0.0.1:${sitePort + 81}`;
