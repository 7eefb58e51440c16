// The chat app of the /embed/:pathname iframe and of the /assistants/:pathname page (the QR code's
// page): the same components, rendered by Preact (vite.config.widget.ts aliases react to it). The
// server writes the mount element (data-pathname, data-mode "page" or "embed", data-src: the
// validated lead source) and the assistant as JSON (no request before the first paint; null: no
// such assistant). Answers arrive as server-sanitized HTML, so neither marked nor DOMPurify ships
// here (docs/decisions.md).
import { createRoot } from 'react-dom/client';
import { ChatApp } from '../chat/ChatApp';
import { LeadSourceContext } from '../chat/lead-source';
import {
  chatStorage,
  deferredStore,
  grantedStorageAccess,
  ownLocalStorage,
  webStore,
  type KeyValueStore,
} from '../chat/storage';
import type { AssistantInfo } from '../chat/types';
import { loadSignIn } from '../chat/sign-in-lazy';
import { createBridge, type Bridge } from './bridge';
import '../chat/chat.css';
import './embed.css';

/** The frame's own localStorage; where it is blocked, a granted Storage Access, else the loader's. */
function frameStore(bridge: Bridge): KeyValueStore | null {
  const own = ownLocalStorage();
  if (own) return webStore(own);
  return deferredStore(grantedStorageAccess().then((area) => (area ? webStore(area) : bridge.hostStore)));
}

function pageInfo(): AssistantInfo | null | undefined {
  const el = document.getElementById('oha-info');
  if (!el) return undefined;
  try {
    return JSON.parse(el.textContent ?? 'null') as AssistantInfo | null;
  } catch {
    return undefined;
  }
}

const mountEl = document.getElementById('oha-embed');
const info = pageInfo();
// An open house's link: its sign-in's chunk loads while the app starts.
if (info?.openHouse) void loadSignIn().catch(() => undefined);
const pathname = mountEl?.dataset.pathname;
if (mountEl && pathname && mountEl.dataset.mode === 'page') {
  createRoot(mountEl).render(
    // The server validated `src` when it rendered the page ("link" without one).
    <LeadSourceContext.Provider value={mountEl.dataset.src || 'link'}>
      <ChatApp pathname={pathname} host="page" info={info} />
    </LeadSourceContext.Provider>,
  );
} else if (mountEl && pathname) {
  const bridge = createBridge();
  createRoot(mountEl).render(
    // The server validated `src` when it rendered the page ("website" by default).
    <LeadSourceContext.Provider value={mountEl.dataset.src || 'website'}>
      <ChatApp
        pathname={pathname}
        host="embed"
        info={info}
        storage={chatStorage(frameStore(bridge))}
        // In the loader's panel the chat's title bar gets a close button; the iframe snippet has none.
        onClose={bridge.embedded ? bridge.close : undefined}
        onEvent={(e) => {
          if (e.type === 'answer') bridge.reply();
          // After the render that follows the event, so the loader can move focus into the chat.
          if (e.type === 'ready' || e.type === 'failed')
            setTimeout(() => bridge.ready(document.title, e.type === 'ready'));
        }}
      />
    </LeadSourceContext.Provider>,
  );
}
