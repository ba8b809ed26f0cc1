// React Router's own browser entry, and one step before it: a Czech page's texts are fetched first
// (content/czech-loader.ts), so the page hydrates with the words the server wrote.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCzech } from "~/content/czech-loader";
import { localeOf } from "~/content/locales";

if (localeOf(window.location.pathname) === "cs") await loadCzech();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
