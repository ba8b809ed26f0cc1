import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server bundle starts at server/main.ts (the Express pipeline), which imports the site's build.
  build: { rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : undefined },
}));
