// What every implementation of the shared parts (app/server/valkey/valkey.server.ts) must do, whether in one
// process's memory or through Valkey: run by Vitest against the in-memory ones (valkey.server.test.ts) and by
// the system tier against Valkey (tests/system/valkey.spec.ts). Each case gets a fresh instance's parts.
import assert from "node:assert/strict";
import { ClientLimitError } from "~/server/http/http.server";
import type { Shared } from "~/server/valkey/valkey.server";

export type SharedContractCase = { name: string; run(shared: Shared): Promise<void> };

/** A change as the changes room announces it: its own text, which the bus carries as it is. */
const change = JSON.stringify({ event: "update", id: 7, slugs: ["fibre-mats"] });
let unique = 0;
/** A name no other case (or earlier run against the same Valkey) has used. */
const fresh = (what: string) => `${what}-${process.pid}-${Date.now()}-${(unique += 1)}`;

export const sharedContract: SharedContractCase[] = [
  {
    name: "a name is claimed once, and another name again",
    async run({ claims }) {
      const signature = fresh("revalidated:sig");
      assert.equal(await claims.claim(signature, 60), true);
      assert.equal(await claims.claim(signature, 60), false);
      assert.equal(await claims.claim(fresh("revalidated:sig"), 60), true);
    },
  },
  {
    name: "an announced change is dropped by this instance before the announcement resolves",
    async run({ changes }) {
      const dropped: string[] = [];
      changes.listen({ drop: (seen) => (dropped.push(seen), 3), dropAll: () => {} });
      const announced = await changes.announce(change);
      assert.deepEqual(dropped, [change]);
      assert.equal(announced.dropped, 3);
      assert.ok(announced.instances >= 1);
      assert.equal(announced.acknowledged, announced.instances);
    },
  },
  {
    name: "a client budget refuses the request past its minute with the seconds left, and no other client",
    async run({ clientBudget }) {
      const budget = clientBudget(fresh("limit"), 2);
      await budget.charge("client-a");
      await budget.charge("client-a");
      assert.equal(await budget.spent("client-b"), 0);
      const refused = await budget.charge("client-a").catch((error: unknown) => error);
      assert.ok(refused instanceof ClientLimitError);
      assert.ok(refused.retryAfterSeconds >= 1 && refused.retryAfterSeconds <= 60);
      const wait = await budget.spent("client-a");
      assert.ok(wait >= 1 && wait <= 60);
      await budget.charge(undefined); // a request without a client is not counted
    },
  },
  {
    name: "a budget of 0 refuses nothing",
    async run({ clientBudget }) {
      const budget = clientBudget(fresh("limit"), 0);
      for (let i = 0; i < 5; i++) await budget.charge("client-a");
      assert.equal(await budget.spent("client-a"), 0);
    },
  },
  {
    name: "asking once answers the question's answer, and its failure as it is",
    async run({ askOnce }) {
      assert.deepEqual(await askOnce(fresh("ask"), async () => ({ total: 3 })), { total: 3 });
      const failed = await askOnce(fresh("ask"), async () => {
        throw new RangeError("WordPress answered 500");
      }).catch((error: unknown) => error);
      assert.ok(failed instanceof RangeError);
    },
  },
];
