// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, focusTarget, HOST_STORE_TIMEOUT_MS } from './bridge';
import { PROTOCOL_NS } from './protocol';

const HOST = 'https://agent.example';

/** A window stand-in: the app's window inside a frame whose parent records what it receives. */
function fakeFrame(href: string) {
  const sent: { msg: unknown; target: string }[] = [];
  const parent = { postMessage: (msg: unknown, target: string) => sent.push({ msg, target }) };
  const events = new EventTarget();
  const win = {
    location: { href },
    parent,
    document,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  const fromHost = (data: unknown, origin = HOST, source: unknown = parent) => {
    const ev = new MessageEvent('message', { data, origin });
    Object.defineProperty(ev, 'source', { value: source });
    events.dispatchEvent(ev);
  };
  /** A key press; `handled`: a listener before the bridge's took it (called preventDefault). */
  const key = (k: string, handled = false) => {
    const ev = new KeyboardEvent('keydown', { key: k, cancelable: true });
    if (handled) ev.preventDefault();
    events.dispatchEvent(ev);
  };
  return { win, sent, fromHost, key };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embed bridge', () => {
  it('posts to the named host origin only, never to *', () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    const bridge = createBridge(f.win);
    expect(bridge.embedded).toBe(true);
    bridge.ready('Alex', true);
    expect(f.sent).toEqual([{ msg: { ns: PROTOCOL_NS, type: 'ready', title: 'Alex', hasClose: true }, target: HOST }]);
  });

  it('stays silent without a host parameter (the iframe snippet)', () => {
    const f = fakeFrame('http://localhost/embed/a');
    const bridge = createBridge(f.win);
    expect(bridge.embedded).toBe(false);
    bridge.ready('Alex', true);
    bridge.reply();
    f.key('Escape');
    expect(bridge.hostStore).toBeNull();
    expect(f.sent).toEqual([]);
  });

  it('counts replies while hidden and clears the count when the panel opens', () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    const bridge = createBridge(f.win);
    bridge.reply();
    bridge.reply();
    f.fromHost({ ns: PROTOCOL_NS, type: 'visibility', open: true });
    bridge.reply(); // seen while open: not unread
    expect(f.sent.map((s) => s.msg)).toEqual([
      { ns: PROTOCOL_NS, type: 'unread', count: 1 },
      { ns: PROTOCOL_NS, type: 'unread', count: 2 },
      { ns: PROTOCOL_NS, type: 'unread', count: 0 },
    ]);
  });

  it('ignores messages from another origin or another window', () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    const bridge = createBridge(f.win);
    bridge.reply();
    f.fromHost({ ns: PROTOCOL_NS, type: 'visibility', open: true }, 'https://evil.example');
    f.fromHost({ ns: PROTOCOL_NS, type: 'visibility', open: true }, HOST, {});
    bridge.reply();
    expect(f.sent.map((s) => (s.msg as { count: number }).count)).toEqual([1, 2]);
  });

  it('asks to close on Escape, unless a menu or dialog of the chat took the key', () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    createBridge(f.win);
    // A menu or dialog that closed on this Escape marked it handled (chat/layers.ts).
    f.key('Escape', true);
    expect(f.sent).toEqual([]);
    // Nothing open in the chat took it: the panel closes.
    f.key('Escape');
    f.key('Enter');
    expect(f.sent.map((s) => s.msg)).toEqual([{ ns: PROTOCOL_NS, type: 'close' }]);
  });

  it("keeps the conversation in the host page's storage through the loader, and gives up after a while", async () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    const bridge = createBridge(f.win);
    const pending = bridge.hostStore!.get('oha:a:chat');
    expect(f.sent.map((s) => s.msg)).toEqual([{ ns: PROTOCOL_NS, type: 'load' }]);
    // Another origin cannot answer for the loader.
    f.fromHost({ ns: PROTOCOL_NS, type: 'stored', value: '{"forged":1}' }, 'https://evil.example');
    f.fromHost({ ns: PROTOCOL_NS, type: 'stored', value: '{"v":1}' });
    await expect(pending).resolves.toBe('{"v":1}');
    bridge.hostStore!.set('oha:a:chat', '{"v":1,"x":2}');
    bridge.hostStore!.set('oha:a:chat', null);
    expect(f.sent.slice(1).map((s) => s.msg)).toEqual([
      { ns: PROTOCOL_NS, type: 'store', value: '{"v":1,"x":2}' },
      { ns: PROTOCOL_NS, type: 'store', value: null },
    ]);
    vi.useFakeTimers();
    try {
      const silent = bridge.hostStore!.get('oha:a:chat');
      vi.advanceTimersByTime(HOST_STORE_TIMEOUT_MS);
      await expect(silent).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(createBridge(fakeFrame('http://localhost/embed/a').win).hostStore).toBeNull();
  });

  it('focuses the chat field on open, the first and last controls for the Tab wrap-around', () => {
    document.body.innerHTML =
      '<button id="menu">Menu</button><textarea id="msg"></textarea><button id="send">Send</button>';
    // jsdom has no layout; treat every element as visible.
    for (const el of Array.from(document.querySelectorAll('*')))
      (el as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList;
    expect(focusTarget(document, 'initial')?.id).toBe('msg');
    expect(focusTarget(document, 'first')?.id).toBe('menu');
    expect(focusTarget(document, 'last')?.id).toBe('send');
    // An open dialog (the language choice) holds the focus.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true"><select id="lang"></select><button id="ok">OK</button></div>',
    );
    for (const el of Array.from(document.querySelectorAll('*')))
      (el as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList;
    expect(focusTarget(document, 'initial')?.id).toBe('lang');
    expect(focusTarget(document, 'last')?.id).toBe('ok');
  });
});
