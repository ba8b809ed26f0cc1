import "@testing-library/jest-dom/vitest";
import { loadCzech } from "~/content/czech-loader";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// Components render Czech pages at once, as the server does (a browser loads these texts on demand).
await loadCzech();
