// Addresses of the servers the blog's end-to-end tests use (read by playwright.config.ts and the specs).
// The main site serves the embedded blog; a second copy of the site reads a fake WordPress
// (tests/support/fake-wordpress.ts) that the failure tests switch into failure modes.

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

const FAKE_WP_PORT = Number(process.env.E2E_FAKE_WP_PORT ?? PORT + 7);
const FAKE_SITE_PORT = Number(process.env.E2E_FAKE_SITE_PORT ?? PORT + 8);
export const fakeWordPressOrigin = `http://127.0.0.1:${FAKE_WP_PORT}`;
export const fakeSiteURL = `http://127.0.0.1:${FAKE_SITE_PORT}`;
