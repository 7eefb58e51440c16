// Kiosk mode: the open house's sign-in form full screen on a tablet at the door. After each
// visitor (and after 30 s without a touch) the form starts empty again, in the browser's language;
// a signed-in visitor is offered the chat on their own phone (the short link's QR code). Sign-ins
// go through the tablet's queue (useQueue), so the door keeps working without a network; the bar
// on top says how many wait. Only the agent's PIN leaves kiosk mode.
import { useCallback, useMemo, useRef, useState } from 'react';
import { translate } from '@i18n/format';
import { guessLanguage } from '../chat/LanguageOverlay';
import { SignIn, type SignInChat } from '../chat/SignIn';
import { PinDialog } from './PinDialog';
import type { QueueStore } from './queue';
import { Thanks } from './Thanks';
import type { KioskData } from './types';
import { useIdle } from './useIdle';
import { useQueue } from './useQueue';

export const IDLE_MS = 30_000;

type Phase = 'form' | 'thanks' | 'ended';

export function Kiosk({ data, store }: { data: KioskData; store: QueueStore }) {
  const { info, kiosk } = data;
  const [language, setLanguage] = useState<string>(() => guessLanguage());
  const [phase, setPhase] = useState<Phase>('form');
  const [pinOpen, setPinOpen] = useState(false);
  // A new number: a new, empty form (and a new idempotency key) for the next visitor.
  const [visitor, setVisitor] = useState(0);
  const queue = useQueue(store);
  const texts = kiosk.texts[language] ?? kiosk.texts.en!;
  const T = (key: string, params?: Record<string, string | number>) => translate(texts, language, key, params);
  const noInput = useRef<HTMLTextAreaElement>(null);

  const next = useCallback(() => {
    setPinOpen(false);
    setPhase((p) => (p === 'ended' ? p : 'form'));
    setVisitor((n) => n + 1);
    setLanguage(guessLanguage());
  }, []);
  useIdle(IDLE_MS, next, phase !== 'ended');
  const closePin = useCallback(() => setPinOpen(false), []);

  const chat: SignInChat = useMemo(
    () => ({ info, language, setLanguage, finishSignIn: () => setPhase('thanks') }),
    [info, language],
  );

  const end = async (pin: string) => {
    setPinOpen(false);
    setPhase('ended');
    // The server forgets the kiosk's token; offline, it runs out on its own (docs/open-houses.md).
    await fetch(`/kiosk/${kiosk.code}/end`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pin }),
    }).catch(() => undefined);
  };

  const status = [
    queue.online ? null : T('kioskOffline'),
    queue.waiting ? T('kioskWaiting', { count: queue.waiting }) : null,
    queue.refused ? T('kioskRefused', { count: queue.refused }) : null,
  ].filter(Boolean);

  return (
    <div className="oha-chat oha-kiosk" lang={language}>
      <header className="oha-kiosk-bar">
        <p className="oha-kiosk-status" role="status">
          {status.map((s) => (
            <span key={s}>{s}</span>
          ))}
        </p>
        {phase !== 'ended' ? (
          <button type="button" className="oha-kiosk-exit" onClick={() => setPinOpen(true)}>
            {T('kioskExit')}
          </button>
        ) : null}
      </header>
      <main className="oha-kiosk-main">
        {phase === 'form' ? (
          <SignIn
            key={visitor}
            chat={chat}
            host="page"
            pathname={kiosk.pathname}
            apiBase=""
            inputRef={noInput}
            send={queue.send}
          />
        ) : phase === 'thanks' ? (
          <Thanks T={T} qr={kiosk.qr} link={kiosk.shortLink} onDone={next} />
        ) : (
          <section className="oha-kiosk-panel" aria-labelledby="oha-kiosk-ended">
            <h1 id="oha-kiosk-ended">{T('kioskEndedTitle')}</h1>
            <p>{queue.waiting ? T('kioskEndedWaiting') : T('kioskEndedDone')}</p>
            <a className="oha-btn" href={`/open-houses/${kiosk.openHouseId}`}>
              {T('kioskBack')}
            </a>
          </section>
        )}
      </main>
      {pinOpen ? <PinDialog T={T} check={kiosk.pinCheck} onCancel={closePin} onMatch={end} /> : null}
    </div>
  );
}
