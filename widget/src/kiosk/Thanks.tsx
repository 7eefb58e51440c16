// After a sign-in (or "Skip and just chat"): the chat is offered on the visitor's own phone, by
// the open house's short link as a QR code and as text. "Done" (or 30 s idle) brings the empty
// form back for the next visitor.
import { useEffect, useRef } from 'react';

export interface ThanksProps {
  T: (key: string, params?: Record<string, string | number>) => string;
  qr: string;
  link: string;
  onDone: () => void;
}

export function Thanks({ T, qr, link, onDone }: ThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the heading takes it, so a screen reader reads the change.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const shown = link.replace(/^https?:\/\//, '');
  return (
    <section className="oha-kiosk-panel oha-kiosk-thanks" aria-labelledby="oha-kiosk-thanks">
      <h1 id="oha-kiosk-thanks" ref={heading} tabIndex={-1}>
        {T('kioskThanksTitle')}
      </h1>
      <p>{T('kioskThanksBody')}</p>
      <h2>{T('kioskScanTitle')}</h2>
      <img src={qr} width={240} height={240} alt={T('kioskQrAlt', { link: shown })} data-qr-link={link} />
      <p className="oha-kiosk-link">{T('kioskScanHint', { link: shown })}</p>
      <button type="button" className="oha-btn" onClick={onDone}>
        {T('kioskNext')}
      </button>
    </section>
  );
}
