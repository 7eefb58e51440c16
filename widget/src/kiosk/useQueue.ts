// The kiosk's queue as React state: how many sign-ins wait and how many were refused, whether the
// tablet is online, and `send`, the sign-in form's way to the server (SignIn's `send` prop).
// Waiting sign-ins are posted when the page opens, when the network comes back, after each new
// one, and on a timer (2 s doubling to 60 s) while some still wait.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignInRequest } from '../chat/sign-in';
import {
  countQueue,
  flushQueue,
  newEntry,
  retryDelayMs,
  sendOne,
  type PostSignIn,
  type QueueCounts,
  type QueueStore,
} from './queue';

/** POST /api/open-house-sign-in; throws when no answer came (offline, connection lost). */
export const postSignIn: PostSignIn = async (body) => {
  const res = await fetch('/api/open-house-sign-in', {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { sessionId?: string; fields?: never } | null;
  return { status: res.status, sessionId: json?.sessionId, fields: json?.fields };
};

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export interface KioskQueue extends QueueCounts {
  online: boolean;
  send: (body: SignInRequest) => Promise<{ sessionId: string | null }>;
}

export function useQueue(store: QueueStore, post: PostSignIn = postSignIn): KioskQueue {
  const [counts, setCounts] = useState<QueueCounts>({ waiting: 0, refused: 0 });
  const [online, setOnline] = useState(isOnline);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const refresh = useCallback(async () => {
    setCounts(await countQueue(store).catch(() => ({ waiting: 0, refused: 0 })));
  }, [store]);

  const flush = useCallback((): Promise<void> => {
    // One round at a time; a request during a round runs one more round after it.
    if (running.current) {
      again.current = true;
      return running.current;
    }
    clearTimeout(timer.current);
    running.current = (async () => {
      do {
        again.current = false;
        const r = await flushQueue(store, post).catch(() => null);
        await refresh();
        if (r && r.waiting === 0) failures.current = 0;
        else if (r) {
          failures.current += 1;
          again.current = false;
          timer.current = setTimeout(() => void flush(), retryDelayMs(failures.current));
        }
      } while (again.current);
    })().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [store, post, refresh]);

  useEffect(() => {
    void flush();
    const up = () => {
      setOnline(true);
      failures.current = 0;
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearTimeout(timer.current);
    };
  }, [flush]);

  const send = useCallback(
    async (body: SignInRequest): Promise<{ sessionId: string | null }> => {
      const entry = newEntry(body);
      try {
        // On the tablet first: a sign-in survives a lost connection, a reload or a closed tab.
        await store.put(entry);
      } catch {
        // No storage on this device (a private window): it is sent now or the form says it failed.
        const answer = await post(body);
        if (answer.status >= 200 && answer.status < 300) return { sessionId: answer.sessionId ?? null };
        throw { status: answer.status, fields: answer.fields };
      }
      await refresh();
      if (!isOnline()) return { sessionId: null };
      const outcome = await sendOne(store, entry, post);
      if (outcome.kind === 'refused') {
        // The visitor is still here: the form shows the server's errors beside what they typed.
        await store.remove(entry.key).catch(() => undefined);
        await refresh();
        throw { status: outcome.status, fields: outcome.fields };
      }
      await refresh();
      if (outcome.kind === 'retry') void flush();
      return { sessionId: outcome.kind === 'sent' ? outcome.sessionId : null };
    },
    [store, post, refresh, flush],
  );

  return { ...counts, online, send };
}
