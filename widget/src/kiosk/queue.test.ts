// The kiosk queue's rules on their own: which answers are retried, in which order sign-ins go,
// and how long the kiosk waits between rounds (the server side is kiosk-queue.server.test.ts).
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNIN } from '../chat/sign-in';
import { classify, countQueue, flushQueue, memoryStore, newEntry, retryDelayMs, type PostSignIn } from './queue';

const body = (key: string) => ({
  code: 'abcdefgh23',
  pathname: 'p',
  language: 'en',
  idempotencyKey: key,
  fields: EMPTY_SIGNIN,
});

describe('kiosk queue', () => {
  it('retries what may succeed later and sets aside what never will', () => {
    expect([200, 201].map(classify)).toEqual(['sent', 'sent']);
    expect([408, 425, 429, 500, 502, 503].map(classify)).toEqual(Array(6).fill('retry'));
    expect([400, 403, 404, 409, 413].map(classify)).toEqual(Array(5).fill('refused'));
  });

  it('sends the oldest first and stops at the first that must wait', async () => {
    const store = memoryStore();
    await store.put(newEntry(body('key-newer-1'), 2000));
    await store.put(newEntry(body('key-older-0'), 1000));
    await store.put(newEntry(body('key-newest-2'), 3000));
    const seen: string[] = [];
    const post: PostSignIn = async (b) => {
      seen.push(b.idempotencyKey);
      return { status: seen.length === 2 ? 503 : 200, sessionId: 's' };
    };
    expect(await flushQueue(store, post)).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect(seen).toEqual(['key-older-0', 'key-newer-1']);
    expect(await countQueue(store)).toEqual({ waiting: 2, refused: 0 });
  });

  it('waits 2 s, then twice as long each round, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
