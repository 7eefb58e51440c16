// A dialog over the chat: labelled, closes on Escape and on the close button, focuses its first
// field, and shows the processing overlay while its form is being sent.
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  processing?: string | null;
  children: ReactNode;
}

let counter = 0;

export function Modal({ title, closeLabel, onClose, processing, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const idRef = useRef(`oha-dialog-${++counter}`);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.oha-modal-close)');
    first?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // A click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="oha-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="oha-modal" role="dialog" aria-modal="true" aria-labelledby={idRef.current} ref={ref}>
        <div className="oha-modal-head">
          <h2 id={idRef.current}>{title}</h2>
          <button type="button" className="oha-icon-btn oha-modal-close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="oha-modal-body">{children}</div>
        {processing ? (
          <div className="oha-processing" role="status">
            <span className="oha-spinner" aria-hidden="true" />
            {processing}
          </div>
        ) : null}
      </div>
    </div>
  );
}
