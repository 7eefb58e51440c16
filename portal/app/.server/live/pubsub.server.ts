// Publish/subscribe for live pages (the open house's visitor list). Messages name what changed
// (ids), never carry data: each subscriber reads the rows itself, with its own viewer's rights,
// so a message delivered to the wrong place leaks nothing. In-process now; a second instance
// needs a shared bus behind these two functions (PostgreSQL LISTEN/NOTIFY: publish = NOTIFY
// channel, payload; subscribe = LISTEN), and nothing else changes.
import { EventEmitter } from 'node:events';

export type LiveMessage = { type: 'visit'; visitId: number };

declare global {
  var __ohaLiveBus: EventEmitter | undefined;
}

// On globalThis: portal/server.ts and the Remix bundle are separate module graphs in one process.
function bus(): EventEmitter {
  if (!globalThis.__ohaLiveBus) {
    globalThis.__ohaLiveBus = new EventEmitter();
    // Every agent's phone on the live list is a listener.
    globalThis.__ohaLiveBus.setMaxListeners(0);
  }
  return globalThis.__ohaLiveBus;
}

export const openHouseChannel = (openHouseId: number) => `open-house:${openHouseId}`;

export function publish(channel: string, message: LiveMessage): void {
  bus().emit(channel, message);
}

/** Calls `listener` for every message on `channel` until the returned function is called. */
export function subscribe(channel: string, listener: (message: LiveMessage) => void): () => void {
  const b = bus();
  b.on(channel, listener);
  return () => b.off(channel, listener);
}
