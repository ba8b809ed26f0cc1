// `npm run dev`: the site compiled on the fly by Vite, with hot reload, at http://localhost:3000.
import fs from "node:fs";
import { createServer } from "vite";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const vite = await createServer({ server: { middlewareMode: true } });
try {
  const { start } = await vite.ssrLoadModule("./server/main.ts");
  await start({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    middleware: vite.middlewares,
    close: () => vite.close(),
  });
} catch (error) {
  await vite.close();
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
