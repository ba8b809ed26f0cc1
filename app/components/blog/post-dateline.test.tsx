// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { PostDateline } from "./post-dateline";

const line = (date: string, author: string | null) =>
  render(<PostDateline date={date} author={author} />).container;

it("shows the day and the author", () => {
  const shown = line("2025-03-14T09:30:00", "Dr. Jana Nováková");
  expect(shown.textContent).toBe("March 14, 2025 • Dr. Jana Nováková");
  expect(shown.querySelector("time")?.getAttribute("datetime")).toBe("2025-03-14");
});

it("a post without an author shows only its day", () => {
  expect(line("2025-03-14T09:30:00", null).textContent).toBe("March 14, 2025");
});

it("a post without a usable date shows its author alone, with no stray bullet or empty time", () => {
  const shown = line("", "Dr. Jana Nováková");
  expect(shown.textContent).toBe("Dr. Jana Nováková");
  expect(shown.querySelector("time")).toBeNull();
});

it("on a post's own page the author's name links to their page", () => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PostDateline date="2025-03-14T09:30:00" author="Jana" authorHref="/blog/author/jana" />
      ),
    },
  ]);
  const shown = render(<Stub initialEntries={["/"]} />).container;
  expect(shown.textContent).toBe("March 14, 2025 • Jana");
  expect(shown.querySelector("a")?.getAttribute("href")).toBe("/blog/author/jana");
});
