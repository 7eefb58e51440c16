import { useSubmit } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { confirmTexts } from '~/messages/portal';

/**
 * A modal confirmation that warns the deletion cannot be undone (or, with `warning` and
 * `confirmLabel`, another irreversible step). Native <dialog>: focus trap and Escape for free.
 */
export function ConfirmDialog({
  open,
  text,
  onConfirm,
  onCancel,
  confirmLabel = confirmTexts.confirm,
  warning = confirmTexts.warning,
}: {
  open: boolean;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  warning?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={() => open && onCancel()}
    >
      <h2 id={titleId}>{confirmTexts.title}</h2>
      <p>{text}</p>
      <p className="confirm-warning">{warning}</p>
      <div className="row confirm-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive confirm opens on its safe choice (WAI-ARIA alertdialog) */}
        <button type="button" className="btn" onClick={onCancel} autoFocus>
          {confirmTexts.cancel}
        </button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** A delete (or other irreversible) button that asks first, then posts `fields` to the current route's action. */
export function DeleteButton({
  label,
  ariaLabel,
  confirmText,
  fields,
  className = 'btn btn-danger',
  action,
  confirmLabel,
  warning,
}: {
  label: string;
  ariaLabel?: string;
  confirmText: string;
  fields: Record<string, string>;
  className?: string;
  action?: string;
  confirmLabel?: string;
  warning?: string;
}) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  return (
    <>
      <button type="button" className={className} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        text={confirmText}
        confirmLabel={confirmLabel}
        warning={warning}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          submit(fields, { method: 'post', action });
        }}
      />
    </>
  );
}
