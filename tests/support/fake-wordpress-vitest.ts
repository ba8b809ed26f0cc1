import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeWordPress, startFakeWordPress } from "./fake-wordpress";

/**
 * One fake WordPress for a Vitest file: started before its first test, answering normally with an empty request
 * log at the start of every test, stopped after the last. Tests and hooks read it as `wp()`.
 */
export function withFakeWordPress(): () => FakeWordPress {
  let started: FakeWordPress | undefined;
  const wp = () => {
    if (started === undefined) throw new Error("The fake WordPress is read before it has started");
    return started;
  };
  beforeAll(async () => {
    started = await startFakeWordPress();
  });
  afterAll(() => started?.stop());
  beforeEach(async () => {
    await wp().setMode("ok");
    wp().clearRequests();
  });
  return wp;
}
