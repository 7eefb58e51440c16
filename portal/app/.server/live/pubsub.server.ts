// Publish/subscribe for live pages (the open house's visitor list). Messages name what changed
// (ids), never carry data: each subscriber reads the rows itself, with its own viewer's rights,
// so a message delivered to the wrong place leaks nothing. Carried by the app's broadcast
// (../broadcast.server.ts): in memory on SQLite, PostgreSQL LISTEN/NOTIFY otherwise, so a page
// connected to one instance hears of a change made on any other.
import { broadcast } from '../broadcast.server';

export type LiveMessage = { type: 'visit'; visitId: number };

/** A gap: messages may have been missed (the listening connection was lost); reload everything. */
export type LiveEvent = LiveMessage | { type: 'gap' };

export const openHouseChannel = (openHouseId: number) => `open-house:${openHouseId}`;

/** Sends after the write it announces is committed; a failure to send is logged, never thrown. */
export async function publish(channel: string, message: LiveMessage): Promise<void> {
  try {
    await broadcast().publish(channel, message);
  } catch (err) {
    console.error(`live ${channel}:`, err instanceof Error ? err.message : err);
  }
}

/** Calls `listener` for every message on `channel` until the returned function is called. */
export function subscribe(channel: string, listener: (message: LiveEvent) => void): () => void {
  return broadcast().subscribe<LiveMessage>(channel, listener, { onGap: () => listener({ type: 'gap' }) });
}

/** Resolves once messages published on any instance reach this one's subscribers. */
export function listening(): Promise<void> {
  return broadcast().listening();
}
