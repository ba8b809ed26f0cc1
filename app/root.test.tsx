// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(() => vi.restoreAllMocks());

test("a failing route shows 'Unexpected Application Error!' instead of a blank page", async () => {
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  function Broken(): React.ReactNode {
    throw new Error("render failed");
  }
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);

  expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(consoleError).toHaveBeenCalled();
});
