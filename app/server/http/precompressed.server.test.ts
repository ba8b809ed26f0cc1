import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "root-a1.css"), "body{color:red}");
  fs.writeFileSync(path.join(dir, "root-a1.css.br"), "brotli bytes");
  fs.writeFileSync(path.join(dir, "root-a1.css.gz"), "gzip bytes");
  fs.writeFileSync(path.join(dir, "small-b2.js"), "export {};");
  const app = express()
    .use("/assets", precompressedAssets(dir))
    .use((_req, res) => res.status(418).send("the next step"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});
afterAll(() => {
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes and headers, as sent (fetch would decode the body). */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on("error", reject);
    },
  );
}

it("sends the brotli copy whenever it is taken, as the file's type, kept for a year", async () => {
  const { status, headers, body } = await get(`${base}/root-a1.css`, "gzip, deflate, br, zstd");
  expect(status).toBe(200);
  expect(body).toBe("brotli bytes");
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-type"]).toMatch(/^text\/css/);
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers.vary).toBe("Accept-Encoding");
  expect(headers["accept-ranges"]).toBeUndefined();
});

it("sends the gzip copy to a client that takes gzip alone", async () => {
  const { body, headers } = await get(`${base}/root-a1.css`, "gzip");
  expect(body).toBe("gzip bytes");
  expect(headers["content-encoding"]).toBe("gzip");
});

it("leaves the rest to the next step: no encoding taken, no copy, not an asset's name", async () => {
  expect((await get(`${base}/root-a1.css`, "identity")).status).toBe(418);
  expect((await get(`${base}/small-b2.js`, "br")).status).toBe(418);
  expect((await get(`${base}/../root-a1.css.br`, "br")).status).toBe(418);
  expect((await get(`${base}/root-a1.css.br`, "br")).status).toBe(418);
});
