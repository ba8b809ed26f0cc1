// How a change notice reaches every instance (decision 062). The instance WordPress told publishes it on one
// channel; every subscribed instance, itself included, drops its copies and acknowledges. PUBLISH answers how
// many subscribers received the message, so the publisher waits for exactly that many acknowledgements (at most
// ACK_WAIT_MS) before the cache in front is purged: Varnish must not fetch the old page again from an instance
// that has not dropped it yet (decision 046). An instance whose subscription broke cannot know what it missed:
// it drops every copy when it is subscribed again. While Valkey is down the instance drops its own copies only.
import { randomUUID } from "node:crypto";
import type { ValkeyConnection } from "./connection.server";

/** What dropping a change's copies takes on one instance. */
type ChangeListener = {
  /** `change` as announced (the changes room's own text); returns how many posts-cache entries it dropped. */
  drop(change: string): number;
  /** Every copy: messages may have been missed. */
  dropAll(): void;
};

export type ChangeBus = {
  listen(listener: ChangeListener): void;
  /** Every instance listening drops `change`'s copies; resolves when they have, or after the wait. */
  announce(change: string): Promise<Announced>;
};

/**
 * Instances that received the notice, how many said they dropped their copies in time, and how many posts-cache
 * entries this instance dropped.
 */
type Announced = { instances: number; acknowledged: number; dropped: number };

const CHANGES_CHANNEL = "site:changes";
const ACKS_CHANNEL = "site:changes:dropped";
/** Dropping takes each instance a millisecond; past this an instance is taken as gone and the purge goes out. */
const ACK_WAIT_MS = 2000;

export function localChangeBus(): ChangeBus {
  const listeners: ChangeListener[] = [];
  return {
    listen: (listener) => void listeners.push(listener),
    async announce(change) {
      const dropped = listeners.reduce((sum, listener) => sum + listener.drop(change), 0);
      return { instances: 1, acknowledged: 1, dropped };
    },
  };
}

export function sharedChangeBus(valkey: ValkeyConnection, ackWaitMs = ACK_WAIT_MS): ChangeBus {
  const local = localChangeBus();
  const listeners: ChangeListener[] = [];
  /** Announcements waiting for acknowledgements, by id. */
  const waiting = new Map<string, { acks: number; dropped: number; heard: () => void }>();

  valkey.subscribe(CHANGES_CHANNEL, (message) => {
    let parsed: { id: string; change: string };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (typeof parsed?.id !== "string" || typeof parsed.change !== "string") return;
    const dropped = listeners.reduce((sum, listener) => sum + listener.drop(parsed.change), 0);
    // This instance's own announcement: what it dropped is in the answer to WordPress.
    const own = waiting.get(parsed.id);
    if (own) own.dropped = dropped;
    void valkey
      .commands()
      ?.publish(ACKS_CHANNEL, parsed.id)
      .catch(() => {});
  });
  valkey.subscribe(ACKS_CHANNEL, (id) => {
    const announcement = waiting.get(id);
    if (!announcement) return;
    announcement.acks += 1;
    announcement.heard();
  });
  valkey.onResubscribed(() => {
    for (const listener of listeners) listener.dropAll();
  });

  return {
    listen(listener) {
      listeners.push(listener);
      local.listen(listener);
    },
    async announce(change) {
      const client = valkey.commands();
      if (!client) return local.announce(change);
      const id = randomUUID();
      const announcement = { acks: 0, dropped: 0, heard: () => {} };
      waiting.set(id, announcement);
      try {
        const instances = await client.publish(CHANGES_CHANNEL, JSON.stringify({ id, change }));
        if (instances === 0) return local.announce(change);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ackWaitMs);
          announcement.heard = () => {
            if (announcement.acks < instances) return;
            clearTimeout(timer);
            resolve();
          };
          announcement.heard();
        });
        const { acks, dropped } = announcement;
        return { instances, acknowledged: Math.min(acks, instances), dropped };
      } catch {
        // Valkey went away while publishing: this instance at least drops its copies.
        return local.announce(change);
      } finally {
        waiting.delete(id);
      }
    },
  };
}
