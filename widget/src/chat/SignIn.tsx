// An open house's sign-in, before the chat (page and widget): language, name, the contact detail
// the agent asks for, "working with an agent?", buying timeline, optional answers, two separate
// consent boxes (both start unticked; neither is needed) and the agent's disclosure when there is
// one. Errors show beside their fields and nothing typed is lost. Its texts come with the page
// (info.openHouse.texts), not in the bundle.
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { format } from '@i18n/format';
import { LANGUAGES } from '@i18n/languages';
import { guessLanguage } from './LanguageOverlay';
import {
  EMPTY_SIGNIN,
  SIGNIN_ORDER,
  TIMELINES,
  validateSignIn,
  type SignInErrors,
  type SignInFields,
  type SignInRequest,
} from './sign-in';
import './sign-in.css';
import type { ChatState } from './useChat';

const TIMELINE_KEYS = [
  'signinTimelineNow',
  'signinTimeline13',
  'signinTimeline36',
  'signinTimeline6',
  'signinTimelineBrowsing',
];

/** A key for this sign-in that survives retries (crypto.getRandomValues works on plain http too). */
function newKey(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Sends the sign-in: the visit's chat session, or the server's field errors (thrown as `fields`). */
async function sendSignIn(base: string, body: SignInRequest): Promise<{ sessionId: string }> {
  const res = await fetch(`${base}/api/open-house-sign-in`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { sessionId?: string; fields?: SignInErrors } | null;
  if (res.ok && json?.sessionId) return { sessionId: json.sessionId };
  throw { status: res.status, fields: json?.fields };
}

/** What the form needs of the chat; the kiosk (widget/src/kiosk) passes its own. */
export type SignInChat = Pick<ChatState, 'info' | 'language' | 'setLanguage' | 'finishSignIn'>;

export interface SignInProps {
  chat: SignInChat;
  host: 'page' | 'embed';
  pathname: string;
  apiBase: string;
  /** The chat's message box, which takes focus once the chat replaces the form. */
  inputRef: RefObject<HTMLTextAreaElement>;
  /** Sends the sign-in (default: posts it now); the kiosk keeps it on the device first. */
  send?: (body: SignInRequest) => Promise<{ sessionId: string | null }>;
}

export function SignIn({ chat, host, pathname, apiBase, inputRef, send }: SignInProps) {
  const oh = chat.info!.openHouse!;
  const agentName = chat.info!.agentName;
  const language = chat.language ?? guessLanguage();
  const T = oh.texts[language] ?? oh.texts.en!;
  /** sessionId: the visit's chat; null: skipped. The chat replaces the form; typing goes on there. */
  const onDone = (sessionId: string | null) => {
    chat.finishSignIn(oh.code, sessionId, language, oh.listingId);
    setTimeout(() => inputRef.current?.focus({ preventScroll: true }));
  };
  const [f, setF] = useState<SignInFields>(EMPTY_SIGNIN);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newKey);
  const form = useRef<HTMLFormElement>(null);
  const agent = { agent: agentName };
  const set = (patch: Partial<SignInFields>) => setF((old) => ({ ...old, ...patch }));
  const optional = (label: string) => format(T.signinOptional!, { label });
  const settings = {
    contactField: oh.contactField,
    hasDisclosure: Boolean(oh.disclosureText),
    hasOwnQuestion: Boolean(oh.ownQuestion),
  };

  const show = (e: SignInErrors) => {
    setErrors(e);
    const first = SIGNIN_ORDER.find((k) => e[k]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateSignIn(f, settings);
    setFailure(null);
    if (Object.keys(found).length) return show(found);
    setErrors({});
    setBusy(true);
    try {
      const body = { code: oh.code, pathname, language, idempotencyKey: key, fields: f };
      const r = await (send ? send(body) : sendSignIn(apiBase, body));
      onDone(r.sessionId);
    } catch (err) {
      const { status, fields } = err as { status?: number; fields?: SignInErrors };
      if (fields) show(fields);
      else setFailure(status === 429 ? T.signinRateLimited! : T.signinFailure!);
      setBusy(false);
    }
  };

  /** A labelled control with its inline error (aria-describedby points at it). */
  const row = (name: keyof SignInFields, label: string, control: ReactNode, hint?: string) => (
    <div className={errors[name] ? 'oha-field oha-invalid' : 'oha-field'}>
      <label htmlFor={`oha-si-${name}`}>{label}</label>
      {hint ? (
        <span className="oha-field-hint" id={`oha-si-${name}-hint`}>
          {hint}
        </span>
      ) : null}
      {control}
      {errors[name] ? (
        <span className="oha-field-error" id={`oha-si-${name}-err`}>
          {T[errors[name]!]}
        </span>
      ) : null}
    </div>
  );
  const a11y = (name: keyof SignInFields, hint?: boolean) => ({
    id: `oha-si-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `oha-si-${name}-hint` : '', errors[name] ? `oha-si-${name}-err` : ''].filter(Boolean).join(' ') ||
      undefined,
  });
  const text = (
    name: 'name' | 'email' | 'phone' | 'agentName' | 'agentBrokerage' | 'ownAnswer',
    label: string,
    props: Record<string, string> = {},
    hint?: string,
  ) =>
    row(
      name,
      label,
      <input
        {...a11y(name, Boolean(hint))}
        {...props}
        value={f[name]}
        onInput={(e) => set({ [name]: e.currentTarget.value })}
      />,
      hint,
    );
  const check = (
    name: 'preApproved' | 'nearbyOrSelling' | 'emailConsent' | 'callsConsent' | 'disclosureAck',
    label: string,
  ) => (
    <label className="oha-check">
      <input
        type="checkbox"
        {...a11y(name)}
        checked={f[name]}
        onChange={(e) => set({ [name]: e.currentTarget.checked })}
      />
      {label}
    </label>
  );
  const either = oh.contactField === 'either';
  const date = new Date(`${oh.date}T12:00:00`).toLocaleDateString(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

  return (
    <div className={`oha-chat oha-${host} oha-gate`} lang={language}>
      <form className="oha-form oha-signin" ref={form} onSubmit={submit} noValidate aria-labelledby="oha-si-title">
        <h1 id="oha-si-title">{T.signinTitle}</h1>
        <p className="oha-signin-when">
          {format(T.signinWhen!, { listing: oh.listingName, date, start: oh.startTime, end: oh.endTime })}
        </p>
        <p className="oha-signin-intro">{format(T.signinIntro!, agent)}</p>
        {Object.keys(errors).length ? (
          <p className="oha-error" role="alert">
            {T.signinErrSummary}
          </p>
        ) : null}
        <label>
          {T.signinLanguage}
          <select value={language} onChange={(e) => chat.setLanguage(e.currentTarget.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {text('name', T.signinName!, { autoComplete: 'name', maxLength: '120' })}
        {text(
          'email',
          oh.contactField === 'email' ? T.signinEmail! : optional(T.signinEmail!),
          { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: '254' },
          either ? T.signinEitherHint : undefined,
        )}
        {text('phone', oh.contactField === 'phone' ? T.signinPhone! : optional(T.signinPhone!), {
          type: 'tel',
          autoComplete: 'tel',
          maxLength: '40',
        })}
        <fieldset
          className={errors.hasAgent ? 'oha-field oha-invalid' : 'oha-field'}
          aria-describedby={errors.hasAgent ? 'oha-si-hasAgent-err' : undefined}
        >
          <legend>{T.signinHasAgent}</legend>
          <div className="oha-choices">
            {(['yes', 'no'] as const).map((v) => (
              <label className="oha-check" key={v}>
                <input
                  type="radio"
                  name="hasAgent"
                  value={v}
                  checked={f.hasAgent === v}
                  onChange={() => set({ hasAgent: v })}
                />
                {v === 'yes' ? T.signinYes : T.signinNo}
              </label>
            ))}
          </div>
          {errors.hasAgent ? (
            <span className="oha-field-error" id="oha-si-hasAgent-err">
              {T[errors.hasAgent]}
            </span>
          ) : null}
        </fieldset>
        {f.hasAgent === 'yes' ? (
          <>
            {text('agentName', T.signinAgentName!, { autoComplete: 'off', maxLength: '120' })}
            {text('agentBrokerage', optional(T.signinAgentBrokerage!), { autoComplete: 'off', maxLength: '160' })}
          </>
        ) : null}
        {row(
          'timeline',
          T.signinTimeline!,
          <select
            {...a11y('timeline')}
            value={f.timeline}
            onChange={(e) => set({ timeline: e.currentTarget.value as SignInFields['timeline'] })}
          >
            <option value="">{T.signinChoose}</option>
            {TIMELINES.map((v, i) => (
              <option key={v} value={v}>
                {T[TIMELINE_KEYS[i]!]}
              </option>
            ))}
          </select>,
        )}
        {check('preApproved', optional(T.signinPreApproved!))}
        {check('nearbyOrSelling', optional(T.signinNearby!))}
        {oh.ownQuestion ? text('ownAnswer', optional(oh.ownQuestion), { maxLength: '500' }) : null}
        <fieldset className="oha-field">
          <legend>{T.signinConsentTitle}</legend>
          {check('emailConsent', format(T.signinConsentEmail!, agent))}
          {check('callsConsent', format(T.signinConsentCalls!, agent))}
        </fieldset>
        {oh.disclosureText ? (
          <fieldset className={errors.disclosureAck ? 'oha-field oha-invalid' : 'oha-field'}>
            <legend>{format(T.signinDisclosureTitle!, agent)}</legend>
            <p className="oha-disclosure">{oh.disclosureText}</p>
            {check('disclosureAck', T.signinDisclosureAck!)}
            {errors.disclosureAck ? (
              <span className="oha-field-error" id="oha-si-disclosureAck-err">
                {T[errors.disclosureAck]}
              </span>
            ) : null}
          </fieldset>
        ) : null}
        <p className="oha-consent">{format(T.signinPrivacy!, agent)}</p>
        {failure ? (
          <p className="oha-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="oha-btn" aria-disabled={busy}>
          {T.signinSubmit}
        </button>
        {oh.signinMode === 'optional' ? (
          <button type="button" className="oha-btn oha-btn-secondary" onClick={() => onDone(null)}>
            {T.signinSkip}
          </button>
        ) : null}
      </form>
    </div>
  );
}
