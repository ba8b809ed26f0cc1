// A stand-in for a purge API (Varnish, Fastly, Cloudflare) on 127.0.0.1: it records every request it gets and
// answers each with the next planned answer (then the last one for ever).
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
export type Planned = { status: number; body?: string; headers?: Record<string, string> } | "hang-up";

export type FakePurgeApi = {
  url: string;
  requests: Recorded[];
  /** The answers to give, in order; the last is repeated. */
  plan(...answers: Planned[]): void;
  close(): Promise<void>;
};

export async function startFakePurgeApi(): Promise<FakePurgeApi> {
  const requests: Recorded[] = [];
  let answers: Planned[] = [{ status: 200, body: '{"status":"ok","success":true}' }];
  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === "hang-up") return void req.socket.destroy();
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end(answer.body ?? "");
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    plan: (...planned) => void (answers = planned),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
