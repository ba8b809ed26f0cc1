import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFairQueue } from "./fair-queue.server";

/** A task that runs until `finish()` is called, with a note of when it started. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done), finish: () => finish() };
}

describe("the sanitizer's queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs short tasks one at a time on one thread, and takes a second only once a task has waited", async () => {
    const queue = createFairQueue(2, 10, 200);
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => heldTask(started, name));
    void queue.run("one", a!.run);
    void queue.run("two", b!.run);
    void queue.run("one", c!.run);
    expect(started).toEqual(["a"]);

    a!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["a", "b"]);

    await vi.advanceTimersByTimeAsync(199);
    expect(started).toEqual(["a", "b"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(["a", "b", "c"]);
    expect(queue.pending).toBe(2);
  });

  it("never runs more than its threads, however long tasks wait", async () => {
    const queue = createFairQueue(2, 10, 50);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    for (const task of tasks) void queue.run(undefined, task.run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toEqual(["a", "b"]);
    expect(queue.waiting).toBe(2);
  });

  it("without a wait to grow after, uses every thread at once", () => {
    const queue = createFairQueue(2, 10);
    const started: string[] = [];
    for (const name of ["a", "b", "c"]) void queue.run(undefined, heldTask(started, name).run);
    expect(started).toEqual(["a", "b"]);
  });
});
