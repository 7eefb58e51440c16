// The iframe app (/embed/:pathname): the same chat components as the /assistants page, rendered
// with preact/compat (vite.config.widget.ts aliases react to it), wired to the loader's protocol.
import { createRoot } from 'react-dom/client';
import { createBridge } from './bridge';
import './embed.css';

const ChatApp = (props: { pathname: string; host: 'page' | 'embed'; onEvent?: (e: { type: string }) => void }) => (
  <main className="oha-embed-placeholder">
    <h1>Chat</h1>
    <p>{props.pathname}</p>
    <input aria-label="Message" />
    <button type="button" onClick={() => props.onEvent?.({ type: 'reply' })}>
      Send
    </button>
  </main>
);

const mountEl = document.getElementById('oha-embed');
const pathname = mountEl?.dataset.pathname;
if (mountEl && pathname) {
  const bridge = createBridge();
  document.documentElement.classList.toggle('oha-in-panel', bridge.embedded);
  createRoot(mountEl).render(<ChatApp pathname={pathname} host="embed" onEvent={(e) => e.type === 'reply' && bridge.reply()} />);
  bridge.ready(document.title);
}
