// Shown when the assistant cannot be loaded: the spec's text and a fallback titled
// "Open House Assistant" with "Go to Home".
import type { Labels } from '@i18n/catalogs';

export const PRODUCT_ASSISTANT = 'Open House Assistant';

export function FailureScreen({ labels, host }: { labels: Labels; host: 'page' | 'embed' }) {
  return (
    <div className="oha-chat oha-failure">
      <div className="oha-failure-card">
        <h1>{PRODUCT_ASSISTANT}</h1>
        <p role="alert">{labels.loadFailure}</p>
        <a
          className="oha-btn"
          href="/"
          target={host === 'embed' ? '_blank' : undefined}
          rel={host === 'embed' ? 'noopener noreferrer' : undefined}
        >
          {labels.goHome}
        </a>
      </div>
    </div>
  );
}
