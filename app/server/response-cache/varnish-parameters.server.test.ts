// deploy/varnish.vcl keeps only the query parameters the site reads (every other spelling of an address is one
// object): its list must name each of them, or Varnish would drop one the site needs.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { IMAGE_PARAMETERS } from "~/lib/images";
import { ROUTES } from "~/route-facts";
import { DATA_PARAMETERS, MANIFEST_PARAMETERS } from "./key.server";

describe("deploy/varnish.vcl", () => {
  it("keeps exactly the query parameters the site reads", () => {
    const vcl = fs.readFileSync("deploy/varnish.vcl", "utf8");
    const kept = /\(\?!\(\?:([a-z_|]+)\)=\)/.exec(vcl)?.[1]?.split("|");
    const read = [
      ...ROUTES.flatMap((route) => route.reads ?? []),
      ...MANIFEST_PARAMETERS,
      ...DATA_PARAMETERS,
      ...IMAGE_PARAMETERS,
    ];
    expect(new Set(kept)).toEqual(new Set(read));
  });
});
