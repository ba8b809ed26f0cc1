import { describe, expect, it } from "vitest";
import { parseProxyParams } from "./params.server";

/** Builds the proxy's query string the way the browser does: params percent-encoded inside it. */
function parse(params: string | null, path: string | null = "/posts", extra = "") {
  const query = new URLSearchParams();
  if (path !== null) query.set("path", path);
  if (params !== null) query.set("params", params);
  return parseProxyParams(new URLSearchParams(query.toString() + extra));
}

describe("parseProxyParams accepts the requests the blog's pages make", () => {
  it("a list page", () => {
    expect(parse("_embed&per_page=9&page=2")).toEqual({ kind: "list", page: 2, perPage: 9 });
  });

  it("a post by slug", () => {
    expect(parse("slug=electrospinning-at-scale&_embed")).toEqual({
      kind: "post",
      slug: "electrospinning-at-scale",
    });
  });

  it("defaults: page 1, 9 per page, _embed optional", () => {
    expect(parse("")).toEqual({ kind: "list", page: 1, perPage: 9 });
    expect(parse(null)).toEqual({ kind: "list", page: 1, perPage: 9 });
    expect(parse("per_page=100")).toEqual({ kind: "list", page: 1, perPage: 100 });
    expect(parse("page=100000&per_page=1")).toEqual({ kind: "list", page: 100000, perPage: 1 });
  });

  it("the exact URL of the design document", () => {
    const url = new URL("http://x/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D2");
    expect(parseProxyParams(url.searchParams)).toEqual({ kind: "list", page: 2, perPage: 9 });
  });
});

describe("parseProxyParams rejects everything else, saying what was wrong", () => {
  it.each([
    ["a missing path", parse("page=1", null), 'path must be "/posts"'],
    ["another path", parse("page=1", "/users"), 'path must be "/posts"'],
    ["a path with a query", parse("", "/posts?author=1"), 'path must be "/posts"'],
    [
      "an absolute URL as path",
      parse("", "https://evil.example/wp-json/wp/v2/posts"),
      'path must be "/posts"',
    ],
    ["path traversal", parse("", "/posts/../users"), 'path must be "/posts"'],
    ["an unknown parameter", parse("_embed&foo=1"), 'Unknown parameter "foo"'],
    ["WordPress parameters we do not forward", parse("status=draft"), 'Unknown parameter "status"'],
    ["_fields", parse("_fields=id"), 'Unknown parameter "_fields"'],
    [
      "an unknown outer parameter",
      parse("", "/posts", "&callback=x"),
      'Unknown query parameter "callback"; only path and params are accepted',
    ],
    ["a repeated outer parameter", parse("", "/posts", "&path=/posts"), "path is given more than once"],
    ["a repeated parameter", parse("page=1&page=2"), 'Parameter "page" is given more than once'],
    ["page 0", parse("page=0"), "page must be a whole number of at least 1"],
    ["a negative page", parse("page=-1"), "page must be a whole number of at least 1"],
    ["a fractional page", parse("page=1.5"), "page must be a whole number of at least 1"],
    ["a page in words", parse("page=two"), "page must be a whole number of at least 1"],
    ["an empty page", parse("page="), "page must be a whole number of at least 1"],
    ["a page with spaces", parse("page= 2"), "page must be a whole number of at least 1"],
    ["a huge page", parse("page=100001"), "page must be at most 100000"],
    ["a page in exponent form", parse("page=1e3"), "page must be a whole number of at least 1"],
    ["per_page 0", parse("per_page=0"), "per_page must be a whole number from 1 to 100"],
    ["per_page 101", parse("per_page=101"), "per_page must be a whole number from 1 to 100"],
    ["per_page in hex", parse("per_page=0x10"), "per_page must be a whole number from 1 to 100"],
    ["_embed with a value", parse("_embed=author"), "_embed takes no value"],
    [
      "a slug with capitals",
      parse("slug=Hello"),
      'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"',
    ],
    [
      "a slug with a slash",
      parse("slug=../users"),
      'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"',
    ],
    [
      "an empty slug",
      parse("slug="),
      'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"',
    ],
    [
      "a slug list",
      parse("slug=a,b"),
      'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"',
    ],
    [
      "a 201-character slug",
      parse(`slug=${"a".repeat(201)}`),
      'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"',
    ],
    ["a slug with a page", parse("slug=a&page=2"), "slug cannot be combined with page, per_page or category"],
    ["params that are too long", parse(`_embed&${"x".repeat(300)}`), "params must be at most 300 characters"],
  ])("%s", (_name, result, error) => {
    expect(result).toEqual({ kind: "invalid", error });
  });

  it("accepts a 200-character slug", () => {
    expect(parse(`slug=${"a".repeat(200)}`)).toEqual({ kind: "post", slug: "a".repeat(200) });
  });
});
