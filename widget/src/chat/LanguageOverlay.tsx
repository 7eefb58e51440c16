// The first screen: "Please select your language:" with a drop-down and Submit.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Icon } from './icons';
import { LANGUAGES, toLang } from '@i18n/languages';
import type { Labels } from '@i18n/catalogs';

/** The browser's language when it is one of the six, else English. */
export function guessLanguage(): string {
  return toLang(typeof navigator !== 'undefined' ? navigator.language : 'en');
}

/**
 * `current`: the language already chosen, so "Change language" opens on it, not on the browser's.
 * `onCancel`: given when a language is already chosen; the overlay then closes on Escape or its
 * close button (the first choice has no way around it).
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
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // Keyboard users start on the drop-down instead of tabbing through the dimmed chat behind it.
    // Not on first load inside a frame: the portal's live preview must not take the agent's focus.
    if (current || window.self === window.top) select.current?.focus({ preventScroll: true });
    // Only when the overlay opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!onCancel) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <div className="oha-backdrop oha-lang-overlay">
      <form
        className="oha-modal oha-lang-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby="oha-lang-label"
        onSubmit={submit}
      >
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
  );
}
