// The agent's way out of kiosk mode: the open house's PIN, checked on the tablet (it may be
// offline). After five wrong PINs in a row it takes no other for 30 seconds.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { pinMatches, PIN_LOCK_S, PIN_TRIES } from './pin';
import type { PinCheck } from './types';

export interface PinDialogProps {
  T: (key: string, params?: Record<string, string | number>) => string;
  check: PinCheck;
  onCancel: () => void;
  onMatch: (pin: string) => void;
}

export function PinDialog({ T, check, onCancel, onMatch }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wrong = useRef(0);
  const lockedUntil = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', esc);
    return () => document.removeEventListener('keydown', esc);
  }, [onCancel]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const wait = Math.ceil((lockedUntil.current - Date.now()) / 1000);
    if (wait > 0) return setError(T('kioskPinWait', { seconds: wait }));
    setBusy(true);
    const ok = await pinMatches(pin, check).catch(() => false);
    setBusy(false);
    if (ok) return onMatch(pin);
    wrong.current += 1;
    if (wrong.current >= PIN_TRIES) {
      wrong.current = 0;
      lockedUntil.current = Date.now() + PIN_LOCK_S * 1000;
      setError(T('kioskPinWait', { seconds: PIN_LOCK_S }));
    } else setError(T('kioskPinWrong'));
    input.current?.select();
  };

  return (
    <div className="oha-kiosk-overlay">
      <div className="oha-kiosk-dialog" role="dialog" aria-modal="true" aria-labelledby="oha-kiosk-pin-title">
        <form onSubmit={submit} noValidate>
          <h2 id="oha-kiosk-pin-title">{T('kioskPinTitle')}</h2>
          <label htmlFor="oha-kiosk-pin">{T('kioskPinLabel')}</label>
          <input
            ref={input}
            id="oha-kiosk-pin"
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'oha-kiosk-pin-err' : undefined}
            onInput={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
          />
          {error ? (
            <p className="oha-field-error" id="oha-kiosk-pin-err" role="alert">
              {error}
            </p>
          ) : null}
          <div className="oha-kiosk-actions">
            <button type="submit" className="oha-btn" aria-disabled={busy}>
              {T('kioskPinSubmit')}
            </button>
            <button type="button" className="oha-btn oha-btn-secondary" onClick={onCancel}>
              {T('kioskPinCancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
