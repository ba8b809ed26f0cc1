// The outbound reader against real HTTP servers on 127.0.0.1 that answer slowly, endlessly, too much or elsewhere.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutboundError, type OutboundErrorKind, type OutboundRequest, readOutbound } from "./outbound.server";

const KB = 1024;
/** What the upstream was asked, by path. */
let asked: string[] = [];
/** Whether the last endless body's connection was closed by the reader. */
let endlessClosed: Promise<number>;

function startServer(handle: http.RequestListener) {
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    handle(req, res);
  });
  return new Promise<{ server: http.Server; origin: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** Writes 16 KB chunks until the reader hangs up; resolves with how many bytes went out. */
function writeEndlessly(res: http.ServerResponse): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    const chunk = Buffer.alloc(16 * KB, "x");
    res.on("close", () => resolve(sent));
    const more = () => {
      while (!res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", more);
      }
    };
    more();
  });
}

let upstream: { server: http.Server; origin: string };
let elsewhere: { server: http.Server; origin: string };
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  upstream = await startServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    const path = req.url ?? "";
    if (path === "/ok") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("hello");
    if (path === "/gone") return void res.writeHead(404).end("no such thing");
    if (path === "/never") return; // headers never come
    if (path === "/drip") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      const timer = setInterval(() => res.write("x"), 50);
      return void res.on("close", () => clearInterval(timer));
    }
    if (path === "/declared-large") {
      // Says 256 KB, sends 1 KB and stalls: only a reader that believes the header fails at once as too large.
      res.writeHead(200, { "Content-Length": String(256 * KB) });
      return void res.write(Buffer.alloc(KB));
    }
    if (path === "/endless") {
      res.writeHead(200, { "Content-Type": "application/octet-stream" });
      endlessClosed = writeEndlessly(res);
      return;
    }
    if (path === "/gzip") {
      const body = gzipSync(Buffer.from("a".repeat(32 * KB)));
      return void res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": body.length }).end(body);
    }
    if (path === "/gzip-bomb") {
      // 20 MB of zeros in about 20 KB: the declared length says nothing of what it inflates to.
      const body = gzipSync(Buffer.alloc(20 * 1024 * KB));
      return void res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": body.length }).end(body);
    }
    const moved = /^\/moved-(30[12])$/.exec(path);
    if (moved)
      return void res.writeHead(Number(moved[1]), { Location: `${elsewhere.origin}/target` }).end("moved");
    res.writeHead(500).end();
  });
  elsewhere = await startServer((_req, res) => res.writeHead(200).end("you were sent here"));
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await Promise.all([upstream, elsewhere].map(({ server }) => new Promise((done) => server.close(done))));
});
beforeEach(() => {
  asked = [];
});

const read = (path: string, request: Partial<OutboundRequest> = {}, origin = upstream.origin) =>
  readOutbound(`${origin}${path}`, {
    origins: [upstream.origin],
    timeoutMs: 400,
    maxBytes: 64 * KB,
    ...request,
  });

async function failure(promise: Promise<unknown>, kind: OutboundErrorKind): Promise<OutboundError> {
  const error = await promise.then(
    () => expect.unreachable(`expected a ${kind} error`),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OutboundError);
  expect((error as OutboundError).kind).toBe(kind);
  return error as OutboundError;
}

describe("readOutbound", () => {
  it("reads a whole answer: status, headers and body", async () => {
    const answer = await read("/ok", { headers: { Accept: "text/plain" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain");
    expect(answer.body.toString()).toBe("hello");
  });

  it("times out when the headers never come", async () => {
    const error = await failure(read("/never"), "timeout");
    expect(error.message).toBe(`${upstream.origin} did not answer within 400 ms`);
  });

  it("times out a body that drips a byte at a time past the deadline, and hands back nothing of it", async () => {
    await failure(read("/drip", { maxBytes: 1024 * KB }), "timeout");
  });

  it("refuses a body declared larger than the limit before reading it", async () => {
    const error = await failure(read("/declared-large"), "too-large");
    expect(error.message).toBe(`${upstream.origin} sent more than ${64 * KB} bytes`);
  });

  it("cuts a body without Content-Length at the limit and hangs up on it", async () => {
    await failure(read("/endless"), "too-large");
    // The upstream's endless writer ends: the reader closed the connection instead of reading on.
    expect(await endlessClosed).toBeGreaterThan(64 * KB);
  });

  it("undoes gzip, and counts the inflated bytes against the limit", async () => {
    expect((await read("/gzip")).body.toString()).toBe("a".repeat(32 * KB));
    // Time enough to inflate past the limit on a busy machine: the limit must stop it, not the clock.
    await failure(read("/gzip-bomb", { timeoutMs: 10_000 }), "too-large");
  });

  it.each([301, 302])("never follows a %i: the address it points to is never asked", async (status) => {
    const error = await failure(read(`/moved-${status}`), "redirect");
    expect(error.status).toBe(status);
    expect(error.message).toBe(`${upstream.origin} answered ${status}, a redirect, which is not followed`);
    expect(asked).toEqual([`/moved-${status}`]);
  });

  it("refuses an origin not on the list, and other schemes and credentials, before asking", async () => {
    const error = await failure(read("/target", {}, elsewhere.origin), "refused-origin");
    expect(error.message).toBe(`${elsewhere.origin} is not an origin this server reads from`);
    const withCredentials = upstream.origin.replace("//", "//user:secret@");
    await failure(read("/ok", {}, withCredentials), "refused-origin");
    await failure(
      readOutbound("file:///etc/passwd", { origins: ["file://"], timeoutMs: 400, maxBytes: KB }),
      "refused-origin",
    );
    expect(asked).toEqual([]);
    // An origin listed with a trailing slash is the same origin.
    expect((await read("/ok", { origins: [`${upstream.origin}/`] })).body.toString()).toBe("hello");
  });

  it("answers a status outside the accepted ones with its status; a caller may accept it", async () => {
    const error = await failure(read("/gone"), "status");
    expect(error.status).toBe(404);
    const answer = await read("/gone", { acceptStatus: () => true });
    expect({ status: answer.status, body: answer.body.toString() }).toEqual({
      status: 404,
      body: "no such thing",
    });
  });

  it("lets the caller refuse by the headers: its own error, the body not read", async () => {
    const refusal = new Error("not a picture");
    const thrown = await read("/ok", {
      checkHead(response) {
        if (response.headers.get("content-type") !== "image/png") throw refusal;
      },
    }).catch((error: unknown) => error);
    expect(thrown).toBe(refusal);
  });

  it("names a server that cannot be reached a network failure", async () => {
    const closed = await startServer(() => {});
    await new Promise((done) => closed.server.close(done));
    const error = await failure(read("/ok", { origins: [closed.origin] }, closed.origin), "network");
    expect(error.reason).toBe("fetch failed");
  });
});
