import { useCopy } from './useCopy';
import { copyTexts, errorMessages } from '~/messages/portal';

/**
 * The public chat link with a copy button; a check mark confirms, a failure says so inline.
 * `label` names the button when a page shows several links ("Copy link for For Sale sign").
 */
export function CopyLink({ url, label = copyTexts.copy }: { url: string; label?: string }) {
  const { state, copy } = useCopy(url);
  return (
    <div className="copy-link">
      <div className="copy-row">
        <a href={url} target="_blank" rel="noreferrer" className="copy-url">
          {url}
        </a>
        <button
          type="button"
          className={state === 'copied' ? 'btn copy-btn copied' : 'btn copy-btn'}
          onClick={copy}
          aria-label={state === 'copied' ? copyTexts.copied : label}
          title={label}
        >
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        </button>
      </div>
      {state === 'failed' ? (
        <p className="status error" role="alert">
          {errorMessages.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

function CopyIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
