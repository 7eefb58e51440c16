// A dialog over the chat: labelled, focus kept inside and given back to its opener, Escape and
// the close button close it, and the processing overlay shows while its form is being sent.
import { useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import { useDialogFocus, useEscapeLayer } from './layers';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  processing?: string | null;
  children: ReactNode;
}

let counter = 0;

/** The chat's message box: where focus goes back when the control that opened a dialog is gone. */
export const messageBox = () => document.querySelector<HTMLElement>('.oha-input textarea');

export function Modal({ title, closeLabel, onClose, processing, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const idRef = useRef(`oha-dialog-${++counter}`);
  useEscapeLayer(onClose);
  useDialogFocus(ref, {
    // The first field, not the close button: the visitor came to fill the form.
    initial: () =>
      ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.oha-modal-close), a[href]'),
    fallback: messageBox,
  });
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
