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

describe("Reveal", () => {
  beforeEach(() => {
    callback = undefined;
    options = undefined;
    disconnect.mockClear();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts hidden and watches for 10% visibility with a 100px bottom margin", () => {
    render(<Reveal>Section</Reveal>);
    expect(wrapper()).toHaveAttribute("data-reveal", "hidden");
    expect(options).toEqual({ threshold: 0.1, rootMargin: "0px 0px 100px 0px" });
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

  it("shows at once where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Reveal>Section</Reveal>);
    expect(wrapper()).toHaveAttribute("data-reveal", "shown");
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
