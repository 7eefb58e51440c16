// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge, focusTarget } from './bridge';
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
  const key = (k: string) => events.dispatchEvent(new KeyboardEvent('keydown', { key: k, cancelable: true }));
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

  it('asks to close on Escape, unless the key closed a dialog or menu of the chat', async () => {
    const f = fakeFrame(`http://localhost/embed/a?host=${encodeURIComponent(HOST)}`);
    createBridge(f.win);
    const tick = () => new Promise((r) => setTimeout(r, 5));
    // A dialog that closes on Escape (its own handler removes it): the panel stays open.
    document.body.innerHTML = '<div role="dialog"><button>OK</button></div>';
    f.key('Escape');
    document.body.innerHTML = '';
    await tick();
    expect(f.sent).toEqual([]);
    // A dialog that ignores Escape (the language choice) and no dialog at all: the panel closes.
    document.body.innerHTML = '<div role="dialog"><select></select></div>';
    f.key('Escape');
    await tick();
    document.body.innerHTML = '';
    f.key('Escape');
    await tick();
    expect(f.sent.map((s) => s.msg)).toEqual([
      { ns: PROTOCOL_NS, type: 'close' },
      { ns: PROTOCOL_NS, type: 'close' },
    ]);
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
