import { describe, expect, it } from 'vitest';
import { chatKey, chatStorage, deferredStore, KEEP_MS, ownLocalStorage, webStore, type SavedChat } from './storage';

/** A Web Storage stand-in; `blocked` makes every call throw as a third-party frame's does. */
function memoryStorage(blocked = false): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length() {
      guard();
      return data.size;
    },
    clear: () => (guard(), data.clear()),
    key: (i) => (guard(), [...data.keys()][i] ?? null),
    getItem: (k) => (guard(), data.get(k) ?? null),
    setItem: (k, v) => (guard(), void data.set(k, String(v))),
    removeItem: (k) => (guard(), void data.delete(k)),
  };
}

const chat: SavedChat = {
  v: 1,
  language: 'ja',
  sessionId: 'sess_1',
  selected: null,
  messages: [
    { id: 'welcome', role: 'assistant', kind: 'welcome' },
    { id: 'm1', role: 'user', kind: 'text', text: '価格は？' },
    { id: 'm2', role: 'assistant', kind: 'text', text: '…', streaming: true },
  ],
};

describe('chat storage', () => {
  it('keeps the finished messages under the assistant key, synchronously from Web Storage', () => {
    const area = memoryStorage();
    const store = chatStorage(webStore(area), () => 1000);
    store.save('dana_1', chat);
    expect(JSON.parse(area.getItem(chatKey('dana_1'))!)).toMatchObject({ savedAt: 1000, sessionId: 'sess_1' });
    const loaded = store.load('dana_1');
    expect(loaded).not.toBeInstanceOf(Promise);
    expect((loaded as SavedChat).messages.map((m) => m.id)).toEqual(['welcome', 'm1']);
    expect(store.load('other')).toBeNull();
    store.clear('dana_1');
    expect(area.getItem(chatKey('dana_1'))).toBeNull();
  });

  it('forgets a conversation 7 days after it was last saved', () => {
    const area = memoryStorage();
    let now = 0;
    const store = chatStorage(webStore(area), () => now);
    store.save('dana_1', chat);
    now = KEEP_MS - 1;
    expect(store.load('dana_1')).not.toBeNull();
    now = KEEP_MS + 1;
    expect(store.load('dana_1')).toBeNull();
    expect(area.getItem(chatKey('dana_1'))).toBeNull();
  });

  it('never throws: blocked storage, broken JSON and foreign shapes read as nothing kept', () => {
    const blocked = chatStorage(webStore(memoryStorage(true)));
    expect(() => blocked.save('dana_1', chat)).not.toThrow();
    expect(blocked.load('dana_1')).toBeNull();
    const area = memoryStorage();
    const store = chatStorage(webStore(area));
    area.setItem(chatKey('a'), '{not json');
    area.setItem(chatKey('b'), JSON.stringify({ v: 2, messages: [] }));
    expect(store.load('a')).toBeNull();
    expect(store.load('b')).toBeNull();
    expect(chatStorage(null).load('a')).toBeNull();
  });

  it('finds no usable localStorage when access throws (a frame whose third-party storage is blocked)', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(ownLocalStorage(win)).toBeNull();
    expect(ownLocalStorage({ localStorage: memoryStorage(true) } as unknown as Window)).toBeNull();
    expect(ownLocalStorage({ localStorage: memoryStorage() } as unknown as Window)).not.toBeNull();
  });

  it('reads through a store decided later (the host page, answering over the protocol)', async () => {
    const host = memoryStorage();
    let decide!: (s: ReturnType<typeof webStore>) => void;
    const store = chatStorage(deferredStore(new Promise((r) => (decide = r))), () => 5);
    store.save('dana_1', chat);
    const pending = store.load('dana_1');
    expect(pending).toBeInstanceOf(Promise);
    decide(webStore(host));
    expect((await pending)?.sessionId).toBe('sess_1');
  });
});
