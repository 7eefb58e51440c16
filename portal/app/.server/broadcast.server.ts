// Messages between the instances that serve the app: a cache that must agree everywhere drops an
// entry, a live page (server-sent events) hears of a change, whichever instance holds the
// connection. `publish(channel, payload)` reaches every `subscribe(channel, ...)` of every
// instance, this one included (at once, in the publishing call).
// - SQLite (one process): in memory.
// - PostgreSQL: NOTIFY on one channel (`oha_broadcast`), heard by one LISTEN connection per
//   instance, outside the pool. A payload is JSON of at most MAX_PAYLOAD_BYTES (PostgreSQL's limit
//   is 8000): send ids, not documents. Delivery is at most once: after the listening connection
//   was lost (and reconnected) messages may have been missed, so each subscriber's `onGap` is
//   called to resynchronise (e.g. drop the whole cache).
// Messages published inside a transaction are sent when it commits (NOTIFY is transactional) only
// if published with that transaction's connection; this module sends at once, so publish after
// the COMMIT.
import crypto from 'node:crypto';
import pg from 'pg';
import type { OpenedDb } from '@db/connection';
import { opened } from './db.server';

export const PG_CHANNEL = 'oha_broadcast';
export const MAX_PAYLOAD_BYTES = 7000;

export type Listener<T = unknown> = (payload: T) => void;

export interface SubscribeOptions {
  /** Called when messages may have been missed (the listening connection was lost and is back). */
  onGap?: () => void;
}

export interface Broadcast {
  publish(channel: string, payload?: unknown): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe<T = unknown>(channel: string, listener: Listener<T>, opts?: SubscribeOptions): () => void;
  /**
   * Resolves once messages from other instances are heard (PostgreSQL: the LISTEN connection is
   * open; at once in memory). A live page says it is live only then, so nothing published after
   * that is missed. Rejects when the connection cannot be opened (it is retried in the background).
   */
  listening(): Promise<void>;
  close(): Promise<void>;
}

interface Subscription {
  listener: Listener;
  onGap?: () => void;
}

/** The in-process part both kinds share: channels and their subscribers. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<Subscription>>();

  add(channel: string, sub: Subscription): () => void {
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(sub);
    return () => {
      set.delete(sub);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
    };
  }

  deliver(channel: string, payload: unknown): void {
    for (const sub of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        sub.listener(payload);
      } catch (err) {
        console.error(`broadcast ${channel}:`, err);
      }
    }
  }

  gap(): void {
    for (const set of this.byChannel.values()) for (const sub of set) sub.onGap?.();
  }
}

function encode(channel: string, payload: unknown, origin: string): string {
  const text = JSON.stringify({ c: channel, p: payload ?? null, o: origin });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`broadcast ${channel}: payload over ${MAX_PAYLOAD_BYTES} bytes (send ids, not documents)`);
  }
  return text;
}

export function memoryBroadcast(): Broadcast {
  const subs = new Subscribers();
  return {
    async publish(channel, payload) {
      encode(channel, payload, ''); // the same limit on both back ends
      subs.deliver(channel, payload);
    },
    subscribe: (channel, listener, opts) => subs.add(channel, { listener: listener as Listener, onGap: opts?.onGap }),
    listening: async () => {},
    async close() {},
  };
}

/**
 * PostgreSQL's: publishes with the pool (pg_notify), listens on a connection of its own that is
 * opened on the first subscription and reopened (with growing pauses, at most 10 s) when lost.
 */
export function postgresBroadcast(pool: pg.Pool): Broadcast {
  const subs = new Subscribers();
  const origin = crypto.randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryMs = 250;
  let hadConnection = false;

  function onNotification(msg: pg.Notification) {
    if (msg.channel !== PG_CHANNEL || !msg.payload) return;
    try {
      const { c, p, o } = JSON.parse(msg.payload) as { c: string; p: unknown; o: string };
      if (o !== origin) subs.deliver(c, p); // this instance's own were delivered when published
    } catch (err) {
      console.error('broadcast: unreadable message', err);
    }
  }

  function listen(): Promise<void> {
    if (closed || client) return Promise.resolve();
    connecting ??= (async () => {
      const c = new pg.Client(pool.options);
      c.on('notification', onNotification);
      c.on('error', (err) => console.error('broadcast listener:', err.message));
      c.on('end', () => {
        if (client !== c) return;
        client = undefined;
        if (!closed) reconnectLater();
      });
      try {
        await c.connect();
        await c.query(`listen ${PG_CHANNEL}`);
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      retryMs = 250;
      if (hadConnection) subs.gap();
      hadConnection = true;
    })().finally(() => (connecting = undefined));
    return connecting;
  }

  function reconnectLater() {
    const wait = retryMs;
    retryMs = Math.min(10_000, retryMs * 2);
    setTimeout(() => {
      listen().catch((err) => {
        console.error('broadcast listener:', err instanceof Error ? err.message : err);
        reconnectLater();
      });
    }, wait).unref();
  }

  return {
    async publish(channel, payload) {
      const text = encode(channel, payload, origin);
      subs.deliver(channel, payload);
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, text]);
    },
    subscribe(channel, listener, opts) {
      const end = subs.add(channel, { listener: listener as Listener, onGap: opts?.onGap });
      listen().catch((err) => {
        console.error('broadcast listener:', err instanceof Error ? err.message : err);
        reconnectLater();
      });
      return end;
    },
    listening: () => listen(),
    async close() {
      closed = true;
      await connecting?.catch(() => undefined);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/** A broadcast for an opened database: in memory on SQLite, LISTEN/NOTIFY on PostgreSQL. */
export function broadcastFor(o: Pick<OpenedDb, 'dialect' | 'pool'>): Broadcast {
  return o.dialect === 'postgres' ? postgresBroadcast(o.pool!) : memoryBroadcast();
}

// The Remix bundle and portal/server.ts load separate copies of this module: one broadcast per
// opened database, kept on globalThis like the database handle.
declare global {
  var __ohaBroadcast: WeakMap<OpenedDb, Broadcast> | undefined;
}

/** The app's broadcast (for the app's database, or a test's set with useDatabaseForTests). */
export function broadcast(): Broadcast {
  const o = opened();
  const all = (globalThis.__ohaBroadcast ??= new WeakMap());
  let b = all.get(o);
  if (!b) all.set(o, (b = broadcastFor(o)));
  return b;
}

/** Shutdown: ends the app's listening connection. */
export async function closeBroadcast(): Promise<void> {
  const o = globalThis.__ohaDb;
  const b = o ? globalThis.__ohaBroadcast?.get(o) : undefined;
  if (o) globalThis.__ohaBroadcast?.delete(o);
  await b?.close();
}
