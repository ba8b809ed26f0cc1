// The Node entry of the production build: `npm start` (NODE_ENV=production node server.js).
// Everything else is in server/ (TypeScript, bundled into build/server by `npm run build`).
import fs from "node:fs";

// Settings may come from a .env file beside this one (see .env.example); the environment wins.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

try {
  const { start } = await import("./build/server/index.js");
  await start();
} catch (error) {
  if (error?.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("build/server")) {
    console.error("No production build found: run `npm run build` first (or `npm run dev`).");
    process.exit(1);
  }
  throw error;
}
