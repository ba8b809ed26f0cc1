// npm run test:wordpress: a real WordPress (tests/wordpress/wordpress-server.ts) seeded with the project's posts,
// the production build reading it, and the contract suite plus the blog's end-to-end tests in Chromium against
// that pair (playwright.wordpress.config.ts). Everything started here is stopped and removed at the end.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { seedWordPress } from "./seed";
import { secondInstanceUrl, siteUrl, wordpressPort } from "./ports";
import { startWordPress } from "./wordpress-server";

const secret = randomBytes(32).toString("hex");
const started = Date.now();
const wordpress = await startWordPress({
  port: wordpressPort,
  frontendUrl: siteUrl,
  secret,
  revalidateUrls: [siteUrl, secondInstanceUrl],
});
let code: number;
try {
  await seedWordPress(wordpress);
  console.log(`WordPress: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s from start`);
  const child = spawn(
    "npx",
    ["playwright", "test", "-c", "playwright.wordpress.config.ts", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_WORDPRESS_URL: wordpress.url,
        E2E_WORDPRESS_USER: wordpress.user,
        E2E_WORDPRESS_APP_PASSWORD: wordpress.appPassword,
        E2E_REVALIDATE_SECRET: secret,
      },
    },
  );
  code = await new Promise<number>((resolve) => child.once("exit", (exit) => resolve(exit ?? 1)));
} finally {
  await wordpress.stop();
}
process.exit(code);
