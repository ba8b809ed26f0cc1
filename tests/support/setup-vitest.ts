import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetConfig } from "~/server/config.server";

// Tests set variables with vi.stubEnv: every test reads the settings afresh.
beforeEach(() => resetConfig());
afterEach(() => cleanup());
