import { expect, test } from "vitest";
import { cachedPage, storePage } from "./page-cache.server";

test("a shared page is served with the nonce of the response that reads it", () => {
  const url = "http://localhost/products";
  storePage(url, '<script nonce="first">a</script><link nonce="first"/>', "first");
  expect(cachedPage(url, "second")).toBe('<script nonce="second">a</script><link nonce="second"/>');
});

test("nothing is shared without a nonce, and unknown pages miss", () => {
  storePage("http://localhost/contact", "<p>x</p>", "");
  expect(cachedPage("http://localhost/contact", "n")).toBeUndefined();
  expect(cachedPage("http://localhost/never-rendered", "n")).toBeUndefined();
});
