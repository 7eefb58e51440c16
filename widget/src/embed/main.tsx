// The iframe app (/embed/:pathname): the same chat components as the /assistants page, rendered
// with preact/compat (vite.config.widget.ts aliases react to it), wired to the loader's protocol.
// Assistant answers arrive as server-sanitized HTML, so neither marked nor DOMPurify ships here
// (docs/decisions.md).
import { createRoot } from 'react-dom/client';
import { ChatApp } from '../chat/ChatApp';
import { LeadSourceContext } from '../chat/lead-source';
import { createBridge } from './bridge';
import '../chat/chat.css';
import './embed.css';

const mountEl = document.getElementById('oha-embed');
const pathname = mountEl?.dataset.pathname;
if (mountEl && pathname) {
  const bridge = createBridge();
  createRoot(mountEl).render(
    // The server validated `src` when it rendered the page ("website" by default).
    <LeadSourceContext.Provider value={mountEl.dataset.src || 'website'}>
      <ChatApp
        pathname={pathname}
        host="embed"
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
