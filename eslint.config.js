import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import doors from "./eslint/server-doors.js";

// The app's layers (README, "Project layout"), held by lint rather than by habit: each entry names the files
// it covers and the imports they may not make. Tests may reach across (a route's test imports the route).
const layers = [
  {
    files: ["app/lib/**", "app/components/**"],
    // app/server by alias or path, or any *.server module wherever it sits.
    regex: String.raw`^(~/|(\.\.?/)+)server/|\.server(\.\w+)?$`,
    message:
      "Server-only code lives in app/server and is imported by routes and the server, never by lib or components.",
  },
  {
    files: ["app/server/**"],
    regex: String.raw`^(~/|(\.\./)+)(components|routes)/`,
    message:
      "app/server serves the routes: it never imports components or routes (shared code belongs in app/lib).",
  },
  {
    files: ["app/routes/**"],
    // React Router's generated types (./+types/<route>) are not a route.
    regex: String.raw`^(\./(?!\+types/)|~/routes/|\.\./routes/)`,
    message:
      "A route never imports another route: move what they share into app/components, app/lib or app/server.",
  },
  {
    files: ["app/content/*"],
    regex: String.raw`^(~/(?!content/)|\.\./)`,
    message: "app/content is the site's copy and facts: it imports nothing of the app (the app imports it).",
  },
  {
    files: ["app/content/*/**"],
    regex: String.raw`^(~/(?!content/)|\.\./\.\./)`,
    message: "app/content is the site's copy and facts: it imports nothing of the app (the app imports it).",
  },
].map(({ files, message, ...pattern }) => ({
  files: files.map((glob) => (glob.endsWith("**") ? `${glob}/*.{ts,tsx}` : `${glob}.{ts,tsx}`)),
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns: [{ ...pattern, message }] }] },
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "assets-history/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // One import statement per module (a type-only one beside it is allowed: it is erased).
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
    },
  },
  ...layers,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { doors },
    rules: { "doors/server-doors": "error" },
  },
);
