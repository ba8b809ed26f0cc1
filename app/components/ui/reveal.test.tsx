// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let callback: Callback | undefined;
let options: IntersectionObserverInit | undefined;
const disconnect = vi.fn();

class FakeObserver {
  constructor(cb: Callback, opts: IntersectionObserverInit) {
    callback = cb;
    options = opts;
  }
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = disconnect;
}

const wrapper = () => screen.getByText("Section").closest("[data-reveal]");

/** Where the section's top is when the app starts: jsdom lays nothing out, so it is said here. */
function sectionTopAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

describe("Reveal", () => {
  beforeEach(() => {
    callback = undefined;
    options = undefined;
    disconnect.mockClear();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    sectionTopAt(window.innerHeight + 500);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is in place in the server's page, before any script runs", async () => {
    const { renderToString } = await import("react-dom/server");
    expect(renderToString(<Reveal>Section</Reveal>)).toContain('data-reveal="in-place"');
  });

  it("hides below the screen once the app runs, watching for 10% visibility with a 100px bottom margin", () => {
    render(<Reveal>Section</Reveal>);
    expect(wrapper()).toHaveAttribute("data-reveal", "hidden");
    expect(options).toEqual({ threshold: 0.1, rootMargin: "0px 0px 100px 0px" });
  });

  it("stays in place if it is on screen when the app starts", () => {
    sectionTopAt(window.innerHeight - 10);
    render(<Reveal>Section</Reveal>);
    expect(wrapper()).toHaveAttribute("data-reveal", "in-place");
    expect(callback).toBeUndefined();
  });

  it("shows once intersecting and never hides again", () => {
    render(<Reveal>Section</Reveal>);
    act(() => callback?.([{ isIntersecting: false }]));
    expect(wrapper()).toHaveAttribute("data-reveal", "hidden");

    act(() => callback?.([{ isIntersecting: true }]));
    expect(wrapper()).toHaveAttribute("data-reveal", "shown");
    expect(disconnect).toHaveBeenCalled();

    act(() => callback?.([{ isIntersecting: false }]));
    expect(wrapper()).toHaveAttribute("data-reveal", "shown");
  });

  it("stays in place where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Reveal>Section</Reveal>);
    expect(wrapper()).toHaveAttribute("data-reveal", "in-place");
  });

  it("passes other attributes through", () => {
    render(
      <Reveal className="extra" id="about">
        Section
      </Reveal>,
    );
    expect(wrapper()).toHaveClass("extra");
    expect(wrapper()).toHaveAttribute("id", "about");
  });
});
