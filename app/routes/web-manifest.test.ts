// What a browser, a phone's launcher or a feed reader asks of the site for its icons, as they receive it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

type Manifest = {
  short_name: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe("icons", () => {
  test("/favicon.ico is an icon, not the HTML 404", async () => {
    const response = await fetch(`${site.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // An ICO file: reserved 0, type 1 (icon), one image or more; here a 32 px PNG.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    expect(pngSize(bytes.subarray(bytes.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });
  });

  test("the manifest's short name fits under an icon on a home screen (12 characters at most)", async () => {
    const manifest = (await (await fetch(`${site.url}/site.webmanifest`)).json()) as Manifest;
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  test("the manifest names a maskable icon of at least 512 px, served as it says", async () => {
    const manifest = (await (await fetch(`${site.url}/site.webmanifest`)).json()) as Manifest;
    const maskable = manifest.icons.filter((icon) => icon.purpose?.split(" ").includes("maskable"));
    expect(maskable).toHaveLength(1);
    const response = await fetch(site.url + maskable[0]!.src);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(maskable[0]!.sizes).toBe("512x512");
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 512, height: 512 });
  });
});
