// The lead fields shared by the leave-a-message modal and the inline ##CONTACT form: validation,
// the consent line, sending, and the submitted state with "Submit another form".
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, sendLead, type LeadRequest } from './api';
import { format } from '@i18n/format';
import type { Labels } from '@i18n/catalogs';
import { isValidEmail } from './email-address';
import { LeadSourceContext } from './lead-source';
import type { ListingInfo } from './types';

export interface LeadFormProps {
  variant: 'modal' | 'inline';
  labels: Labels;
  agentName: string;
  listings: ListingInfo[];
  /** Preselected listing name ('' = none). The inline form shows it fixed; the modal lets the visitor choose. */
  listing: string;
  apiBase: string;
  pathname: string;
  sessionId: string | null;
  submitted: boolean;
  onSubmitted: (submitted: boolean) => void;
  onProcessing?: (busy: boolean) => void;
}

let uid = 0;

export function LeadForm(p: LeadFormProps) {
  const { labels } = p;
  const only = p.listings.length === 1 ? p.listings[0].listingName : '';
  const [listing, setListing] = useState(p.listing || only);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [remarks, setRemarks] = useState('');
  const [attach, setAttach] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ids] = useState(() => `oha-lead-${++uid}`);
  const src = useContext(LeadSourceContext);
  const id = (f: string) => `${ids}-${f}`;
  const done = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const again = useRef(false);
  // The form the visitor was in gave way to the thank-you (or back): focus follows instead of
  // dropping out of the chat.
  useEffect(() => {
    if (p.submitted && (!document.activeElement || document.activeElement === document.body))
      done.current?.focus({ preventScroll: true });
    if (!p.submitted && again.current) first.current?.focus({ preventScroll: true });
    again.current = false;
  }, [p.submitted]);

  const reset = () => {
    // The spec's "form index -1": fields cleared, listing back to the only one (if exactly one).
    setName('');
    setEmail('');
    setPhone('');
    setRemarks('');
    setAttach(false);
    setListing(p.listing || only);
    setError(null);
    again.current = true;
    p.onSubmitted(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!name.trim() || !remarks.trim() || (p.variant === 'modal' && !listing)) return setError(labels.required);
    if (!isValidEmail(email.trim())) return setError(labels.invalidEmail);
    setError(null);
    setBusy(true);
    p.onProcessing?.(true);
    const body: LeadRequest = {
      pathname: p.pathname,
      sessionId: p.sessionId,
      listingName: listing && listing !== '__none' ? listing : null,
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      remarks: remarks.trim(),
      attachTranscript: p.variant === 'modal' ? attach : Boolean(p.sessionId),
      source: p.variant,
      src,
    };
    try {
      await sendLead(p.apiBase, body);
      p.onSubmitted(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? labels.rateLimited : labels.leadFailure);
    } finally {
      setBusy(false);
      p.onProcessing?.(false);
    }
  };

  if (p.submitted) {
    return (
      <div className="oha-form-done" role="status" tabIndex={-1} ref={done}>
        <p className="oha-thanks">{labels.thankYou}</p>
        <p>
          {labels.successfulSubmittedFormPart1} <strong>{p.agentName}</strong> {labels.successfulSubmittedFormPart2}
        </p>
        {p.variant === 'inline' ? <p>{labels.formFollowUpQues}</p> : null}
        <button type="button" className="oha-btn oha-btn-secondary" onClick={reset}>
          {labels.submitAnotherFormBtn}
        </button>
      </div>
    );
  }

  return (
    <form className={`oha-form oha-form-${p.variant}`} onSubmit={submit} noValidate aria-label={labels.contactFormName}>
      {p.variant === 'modal' ? (
        <label htmlFor={id('listing')}>
          {labels.listingNameList}
          <select id={id('listing')} value={listing} required onChange={(e) => setListing(e.currentTarget.value)}>
            <option value="" disabled>
              {labels.selectListing}
            </option>
            {p.listings.map((l) => (
              <option key={l.id} value={l.listingName}>
                {l.listingName}
              </option>
            ))}
            <option value="__none">{labels.notSpecific}</option>
          </select>
        </label>
      ) : listing ? (
        <p className="oha-form-listing">
          {labels.listingNameList}: <strong>{listing}</strong>
        </p>
      ) : null}
      <label htmlFor={id('name')}>
        {labels.name}
        <input
          ref={first}
          id={id('name')}
          value={name}
          required
          autoComplete="name"
          maxLength={120}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <label htmlFor={id('email')}>
        {labels.email}
        <input
          id={id('email')}
          type="email"
          value={email}
          required
          autoComplete="email"
          maxLength={254}
          onInput={(e) => setEmail(e.currentTarget.value)}
        />
      </label>
      <label htmlFor={id('phone')}>
        {labels.phone}
        <input
          id={id('phone')}
          type="tel"
          value={phone}
          autoComplete="tel"
          maxLength={40}
          onInput={(e) => setPhone(e.currentTarget.value)}
        />
      </label>
      <label htmlFor={id('remarks')}>
        {labels.message}
        <textarea
          id={id('remarks')}
          value={remarks}
          required
          rows={3}
          maxLength={4000}
          placeholder={labels.formPlaceholder}
          onInput={(e) => setRemarks(e.currentTarget.value)}
        />
      </label>
      {p.variant === 'modal' ? (
        <label className="oha-check">
          <input
            type="checkbox"
            checked={attach}
            disabled={!p.sessionId}
            onChange={(e) => setAttach(e.currentTarget.checked)}
          />
          {labels.attachTranscript}
        </label>
      ) : null}
      <p className="oha-consent">{format(labels.consent, { agent: p.agentName })}</p>
      {error ? (
        <p className="oha-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="oha-btn" aria-disabled={busy}>
        {busy ? labels.processingText : labels.sendBtn}
      </button>
    </form>
  );
}
