// The first screen: "Please select your language:" with a drop-down and Submit, preselected on the
// browser's language when it is one of the six.
import { useRef, useState, type FormEvent } from 'react';
import { Icon } from './icons';
import { LANGUAGES, shippedLanguage, type Lang } from '@i18n/languages';
import type { Labels } from '@i18n/catalogs';
import { useDialogFocus, useEscapeLayer } from './layers';

/** The first of the browser's preferred languages that is one of the six, else English. */
export function guessLanguage(preferred?: readonly string[]): Lang {
  const tags =
    preferred ?? (typeof navigator !== 'undefined' ? [...(navigator.languages ?? []), navigator.language] : []);
  for (const tag of tags) {
    const lang = shippedLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/**
 * `current`: the language already chosen, so "Change language" opens on it, not on the browser's.
 * `onCancel`: given when a language is already chosen; the overlay then closes on Escape or its
 * close button (the first choice has no way around it but the widget panel's own close button).
 */
export function LanguageOverlay({
  labels,
  current,
  onSubmit,
  onCancel,
}: {
  labels: Labels;
  current?: string | null;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState(() => current ?? guessLanguage());
  const ref = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  useEscapeLayer(onCancel);
  useDialogFocus(ref, {
    initial: () => select.current,
    // Keyboard users start on the drop-down instead of tabbing through the dimmed chat behind it.
    // Not on first load inside a frame: the portal's live preview must not take the agent's focus.
    autoFocus: Boolean(current) || window.self === window.top,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <div className="oha-backdrop oha-lang-overlay">
      <div
        className="oha-modal oha-lang-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="oha-lang-label"
        ref={ref}
      >
        <form className="oha-lang-form" onSubmit={submit}>
          {onCancel ? (
            <button
              type="button"
              className="oha-icon-btn oha-modal-close oha-lang-close"
              aria-label={labels.close}
              onClick={onCancel}
            >
              <Icon name="close" />
            </button>
          ) : null}
          <label id="oha-lang-label" htmlFor="oha-lang-select" className="oha-lang-prompt">
            {labels.languagePrompt}
          </label>
          <select id="oha-lang-select" ref={select} value={code} onChange={(e) => setCode(e.currentTarget.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          <button type="submit" className="oha-btn oha-btn-block">
            {labels.submitBtn}
          </button>
        </form>
      </div>
    </div>
  );
}
