// The buttons under each answer after the first: like, dislike, copy, contact, property filter.
// A reaction, once given, turns both reaction buttons aria-disabled (not disabled: the pressed
// button keeps the keyboard focus).
import { useEffect, useState } from 'react';
import { Icon } from './icons';
import type { Labels } from '@i18n/catalogs';
import type { FeedbackTag } from './types';

export const COPY_CONFIRM_MS = 1300;

interface Props {
  labels: Labels;
  text: string;
  reaction?: FeedbackTag;
  showProperty: boolean;
  onReact: (tag: FeedbackTag) => void;
  onContact: () => void;
  onProperty: () => void;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* iframe without clipboard permission: fall through */
    }
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  const ok = document.execCommand('copy');
  ta.remove();
  if (!ok) throw new Error('copy failed');
}

export function ReplyActions({ labels, text, reaction, showProperty, onReact, onContact, onProperty }: Props) {
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = () => {
    copyText(text).then(
      () => {
        setCopyError(false);
        setCopied(true);
      },
      () => setCopyError(true),
    );
  };
  return (
    <div className="oha-actions">
      <button
        type="button"
        className={reaction === 'validated' ? 'oha-act on' : 'oha-act'}
        aria-label={labels.like}
        title={labels.like}
        aria-pressed={reaction === 'validated'}
        aria-disabled={Boolean(reaction)}
        onClick={() => !reaction && onReact('validated')}
      >
        <Icon name="up" size={16} />
      </button>
      <button
        type="button"
        className={reaction === 'need-correction' ? 'oha-act on' : 'oha-act'}
        aria-label={labels.dislike}
        title={labels.dislike}
        aria-pressed={reaction === 'need-correction'}
        aria-disabled={Boolean(reaction)}
        onClick={() => !reaction && onReact('need-correction')}
      >
        <Icon name="down" size={16} />
      </button>
      <button
        type="button"
        className="oha-act"
        aria-label={copied ? labels.copied : labels.copy}
        title={copied ? labels.copied : labels.copy}
        onClick={copy}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </button>
      <button
        type="button"
        className="oha-act"
        aria-label={labels.contactBtn}
        title={labels.contactBtn}
        onClick={onContact}
      >
        <Icon name="contact" size={16} />
      </button>
      {showProperty ? (
        <button
          type="button"
          className="oha-act"
          aria-label={labels.propertyBtn}
          title={labels.propertyBtn}
          onClick={onProperty}
        >
          <Icon name="filter" size={16} />
        </button>
      ) : null}
      {copyError ? (
        <span className="oha-error-inline" role="alert">
          {labels.copyFailure}
        </span>
      ) : null}
    </div>
  );
}
