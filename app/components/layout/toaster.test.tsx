// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { showToast, Toaster } from "./toaster";

describe("Toaster", () => {
  it("holds sonner's empty notifications region until a notice is shown, then shows the notice", async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const region = await screen.findByRole("region", { name: "Notifications alt+T" });
    expect(region).toBeEmptyDOMElement();
    void showToast("Saved");
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getAllByRole("region", { name: /^Notifications/ })).toHaveLength(1);
  });
});
