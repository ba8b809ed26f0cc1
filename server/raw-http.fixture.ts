// Requests written byte for byte, as an attacker sends them (no client normalises the target).
import net from "node:net";

export type Raw = { status: number; headers: Record<string, string>; body: string };

/** Sends `GET target` exactly as written (no client normalises it) and reads the answer. */
export function rawGet(port: number, target: string, method = "GET", extra = ""): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n${extra}\r\n`),
    );
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}
