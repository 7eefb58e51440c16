// widget.js: the tiny loader an agent pastes into their own site.
//   <script src="{PUBLIC_URL}/widget.js" data-assistant="{pathname}" async></script>
// Optional: data-position="left|right", data-color="<css colour>", data-greeting="<text>".
// No dependencies and no imports but types: it ships as one classic script within 2 KB gzip
// (scripts/check-widget-size.mjs). It draws a bubble in a shadow root (host CSS cannot restyle
// it, its CSS cannot leak out) and creates the iframe to /embed/:pathname only on the first open,
// so nothing heavy loads before the visitor asks. Its few words come in the visitor's language:
// the server puts them in place of OHA_TEXTS (portal/app/.server/embed/loader-script.server.ts).
// Where the frame may not use storage, it keeps the chat's conversation in the host page's
// localStorage under oha:<pathname>:chat and hands it back over the protocol.
import type { LoaderTexts } from '@i18n/catalogs';
import type { AppMessage, FocusWhere, HostMessage, PROTOCOL_NS } from './protocol';

interface OpenHouseChatApi {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

declare const OHA_TEXTS: LoaderTexts;

const w = window as Window & { OpenHouseChat?: OpenHouseChatApi };
// A classic (also async) script sees itself as currentScript while it runs.
const script = document.currentScript as HTMLScriptElement | null;
const pathname = script?.dataset.assistant || '';

// Idempotent: a second copy of the snippet (or a re-run by a SPA) keeps the first widget.
if (w.OpenHouseChat) {
  /* already on this page */
} else if (!script || !/^[\w-]{1,80}$/.test(pathname)) {
  console.warn('OpenHouseChat: bad data-assistant');
} else {
  const T = OHA_TEXTS;
  const NS: typeof PROTOCOL_NS = 'oha-widget/1';
  const KEY = `oha:${pathname}:chat`;
  const appOrigin = new URL(script.src).origin;
  const side = script.dataset.position === 'left' ? 'left' : 'right';
  const greeting = script.dataset.greeting;
  const html = document.documentElement.style;

  const hostEl = document.createElement('open-house-chat');
  const root = hostEl.attachShadow({ mode: 'open' });
  // `all: initial` on every element (but SVG paths: their geometry is a CSS property in Chrome)
  // plus explicit fonts and colours: inherited host styles stop at the shadow root. :host rules
  // use !important because for important declarations the shadow tree wins over the host page.
  // Only constants are interpolated into this markup; texts (the server's catalog, the agent's
  // greeting) go in through textContent and setAttribute below. The focus ring is dark with a
  // white edge, so it shows on light and dark host pages alike. While open, the bubble shows a
  // close icon; the panel fades in and out unless the visitor asks for reduced motion. The panel's
  // children inherit its visibility (the reset above would make them visible), so a closed panel
  // is out of the Tab order.
  root.innerHTML =
    `<style>:host{all:initial!important}` +
    `*:not(path){all:initial;font:15px/1.4 system-ui,sans-serif;color:#1d2733}style{display:none}` +
    `.b,.g,.p{position:fixed;${side}:20px;bottom:92px;z-index:2147483000;background:#fff;box-shadow:0 4px 20px #0005;border-radius:14px}` +
    `.b{bottom:20px;width:60px;height:60px;border-radius:50%;background:#1f5f8b;cursor:pointer;display:grid;place-items:center}` +
    `:focus-visible{outline:3px solid #1d2733;outline-offset:2px;box-shadow:0 0 0 2px #fff}svg{width:28px;height:28px;fill:#fff;stroke:#fff;stroke-width:2.4}` +
    `[aria-expanded=true] .o,[aria-expanded=false] .c{display:none}` +
    `.n{position:absolute;top:-4px;${side}:-4px;min-width:22px;padding:0 6px;border-radius:11px;background:#b3261e;color:#fff;font-size:12px;line-height:22px;text-align:center}` +
    `.g{display:block;max-width:260px;padding:10px 44px 10px 14px}.gx{position:absolute;top:0;right:0}` +
    `.p{width:380px;max-width:calc(100vw - 40px);height:640px;max-height:calc(100vh - 112px);overflow:hidden;display:flex;flex-direction:column;transition:.2s}` +
    `.p *{visibility:inherit}.h{visibility:hidden;opacity:0;transform:translateY(12px);transition:.15s,visibility 0s .15s}` +
    `@media (prefers-reduced-motion:reduce){.p{transition:none!important}}` +
    `.hd{display:flex;align-items:center;padding:0 0 0 14px;background:#1f5f8b}` +
    `.t{flex:1;color:#fff;font-weight:600;overflow:hidden;white-space:nowrap}.x,.gx{width:44px;height:44px;cursor:pointer;font-size:24px;text-align:center}.x{color:#fff}` +
    `iframe{flex:1;border:0}.e{display:block;padding:20px;color:#b3261e}[hidden]{display:none!important}` +
    `@media (max-width:480px){.p{inset:0;width:100%;max-width:none;height:100%!important;max-height:none;border-radius:0}.p:not(.h)~*{display:none}}</style>` +
    `<div class="p h" id=p role=dialog aria-modal=true aria-labelledby=t><span tabindex=0></span>` +
    `<div class=hd><span class=t id=t></span><button class=x>\u00d7</button></div><p class=e role=alert hidden></p><span tabindex=0></span></div>` +
    `<div class=g role=status hidden><span></span><button class=gx>\u00d7</button></div>` +
    `<button class=b aria-controls=p aria-expanded=false>` +
    `<svg viewBox="0 0 24 24"><path class=o stroke-width=0 d="M3 4h18v13H9l-6 5zm4 5v2h10V9zm0 4v2h7v-2z"/><path class=c d="m6 6 12 12M18 6 6 18"/></svg><span class=n hidden></span></button>`;

  const $ = <E extends HTMLElement>(sel: string) => root.querySelector(sel) as E;
  const panel = $('.p');
  const header = $('.hd');
  const title = $('.t');
  const closeBtn = $('.x');
  const blocked = $('.e');
  const [first, last] = panel.querySelectorAll('span[tabindex]') as NodeListOf<HTMLElement>;
  const greet = $('.g');
  const dismiss = $('.gx');
  const bubble = $('.b');
  const badge = $('.n');
  title.textContent = T.chat;
  blocked.textContent = T.blocked;
  closeBtn.setAttribute('aria-label', T.closeChat);
  dismiss.setAttribute('aria-label', T.dismiss);
  // The colour goes through the style API, so an odd value is simply ignored, never injected.
  if (script.dataset.color) bubble.style.background = header.style.background = script.dataset.color;

  // Shown until the visitor opens the chat or dismisses it.
  const hideGreeting = () => (greet.hidden = true);
  greet.hidden = !greeting;
  greet.firstChild!.textContent = greeting || '';

  let iframe: HTMLIFrameElement | undefined;
  let ready = false;
  let open = false;
  let unread = 0;
  let overflow = '';

  const send = (m: HostMessage) => iframe!.contentWindow!.postMessage(m, appOrigin);
  const post = (m: HostMessage) => ready && send(m);
  // Until the app is up, the fallback header's close button is the panel's only control.
  const focusApp = (where: FocusWhere) => {
    if (!ready || !header.hidden) return closeBtn.focus();
    iframe!.focus();
    post({ ns: NS, type: 'focus', where });
  };
  const label = () => {
    // A disclosure button: a fixed name, and aria-expanded says whether the panel is open.
    bubble.setAttribute('aria-label', unread ? T.unread.replace('{count}', '' + unread) : T.chat);
    badge.textContent = '' + unread;
    badge.hidden = !unread || open;
  };

  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    bubble.setAttribute('aria-expanded', '' + open);
    // Closed, the panel fades out and then turns visibility:hidden (out of reach and of the
    // accessibility tree), all in CSS.
    panel.classList.toggle('h', !open);
    if (open) {
      hideGreeting();
      // A full-screen panel (phones): the page behind it must not scroll.
      overflow = html.overflow;
      if (matchMedia('(max-width:480px)').matches) html.overflow = 'hidden';
      if (!iframe) {
        iframe = document.createElement('iframe');
        iframe.title = T.chat;
        iframe.allow = 'clipboard-write';
        iframe.src = `${appOrigin}/embed/${pathname}?host=${encodeURIComponent(location.origin)}`;
        header.after(iframe);
        // A site that is not on the assistant's allowed list gets a blocked frame: say so in words.
        iframe.onload = () =>
          setTimeout(() => {
            if (ready) return;
            iframe!.remove();
            blocked.hidden = false;
          }, 3000);
      }
      focusApp('initial');
    } else {
      html.overflow = overflow;
      bubble.focus();
    }
    post({ ns: NS, type: 'visibility', open });
    label();
  };

  addEventListener('message', (ev: MessageEvent) => {
    const m = ev.data as AppMessage | null;
    if (!iframe || ev.source !== iframe.contentWindow || ev.origin !== appOrigin || m?.ns !== NS) return;
    if (m.type === 'ready') {
      ready = true;
      title.textContent = m.title;
      header.hidden = m.hasClose;
      post({ ns: NS, type: 'visibility', open });
      // Focus moves into the app only if it is still in the panel (the visitor may have moved on).
      if (open && root.activeElement) focusApp('initial');
    }
    if (m.type === 'close') setOpen(false);
    if (m.type === 'unread') {
      unread = m.count;
      label();
    }
    // The host page's storage on the frame's behalf (its own is blocked); never an exception.
    try {
      if (m.type === 'load') send({ ns: NS, type: 'stored', value: localStorage.getItem(KEY) });
      if (m.type === 'store') {
        if (m.value === null) localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, m.value);
      }
    } catch {
      if (m.type === 'load') send({ ns: NS, type: 'stored', value: null });
    }
  });

  bubble.addEventListener('click', () => setOpen(!open));
  closeBtn.addEventListener('click', () => setOpen(false));
  dismiss.addEventListener('click', hideGreeting);
  // Focus trap: the sentinels around the panel wrap Tab and Shift+Tab inside it.
  first.addEventListener('focus', () => focusApp('last'));
  last.addEventListener('focus', () => focusApp('first'));
  root.addEventListener('keydown', (ev) => (ev as KeyboardEvent).key === 'Escape' && setOpen(false));
  label();

  w.OpenHouseChat = {
    open: () => setOpen(true),
    close: () => setOpen(false),
    isOpen: () => open,
  };
  const mount = () => document.body.append(hostEl);
  if (document.body) mount();
  else addEventListener('DOMContentLoaded', mount);
}
