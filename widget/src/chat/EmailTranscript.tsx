// "Email chat history": the visitor types their own address; the server composes the transcript
// from the stored session and sends it there only.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, sendTranscript } from './api';
import type { Labels } from '@i18n/catalogs';
import { isValidEmail } from './email-address';
import { Modal } from './Modal';

interface Props {
  labels: Labels;
  apiBase: string;
  pathname: string;
  sessionId: string | null;
  onClose: () => void;
}

export function EmailTranscript({ labels, apiBase, pathname, sessionId, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // The form gives way to the confirmation and back: focus follows instead of dropping out.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body)
      (sent ? done.current : field.current)?.focus({ preventScroll: true });
  }, [sent]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!sessionId) return setError(labels.noHistory);
    if (!isValidEmail(email.trim())) return setError(labels.invalidEmail);
    setBusy(true);
    setError(null);
    try {
      await sendTranscript(apiBase, { pathname, sessionId, email: email.trim() });
      setSent(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === 'already_sent'
          ? labels.transcriptAlreadySent
          : err instanceof ApiError && err.status === 429
            ? labels.rateLimited
            : err instanceof ApiError && err.status === 400
              ? labels.noHistory
              : labels.transcriptFailure,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={labels.menuEmailHistory}
      closeLabel={labels.close}
      onClose={onClose}
      processing={busy ? labels.processingText : null}
    >
      {sent ? (
        <div className="oha-form-done" role="status" tabIndex={-1} ref={done}>
          <p>{labels.emailSent}</p>
          <button
            type="button"
            className="oha-btn oha-btn-secondary"
            onClick={() => {
              setSent(false);
              setEmail('');
            }}
          >
            {labels.sendNewOne}
          </button>
        </div>
      ) : (
        <form className="oha-form" onSubmit={submit} noValidate>
          <label htmlFor="oha-transcript-email">
            {labels.emailPrompt}
            <input
              ref={field}
              id="oha-transcript-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onInput={(e) => setEmail(e.currentTarget.value)}
            />
          </label>
          {error ? (
            <p className="oha-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="oha-btn" aria-disabled={busy}>
            {labels.sendBtn}
          </button>
        </form>
      )}
    </Modal>
  );
}
