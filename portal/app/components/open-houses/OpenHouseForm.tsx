// The open-house form (create and edit): every field at once, errors beside their fields, and
// what the agent typed kept when the server refuses it. Works without JavaScript (a plain post).
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { openHouseTexts as m } from '~/messages/open-houses';
import type { OpenHouseField } from '~/validation/open-house';

export type OpenHouseValues = Partial<Record<OpenHouseField, string>>;

export interface OpenHouseFormProps {
  listings: Array<{ id: number; listingName: string }>;
  values: OpenHouseValues;
  errors: Partial<Record<OpenHouseField, string>>;
  error: string | null;
  submitLabel: string;
  /** Editing: a PIN already exists, and an empty field keeps it. */
  hasKioskPin?: boolean;
  cancelTo: string;
}

export function OpenHouseForm({
  listings,
  values,
  errors,
  error,
  submitLabel,
  hasKioskPin,
  cancelTo,
}: OpenHouseFormProps) {
  const busy = useNavigation().state === 'submitting';
  const uid = useId();
  // The open house's times are the agent's local ones: the browser names their zone, so the stats
  // can tell when the event ended (empty without JavaScript: the zone stays unknown).
  const [timeZone, setTimeZone] = useState('');
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), []);
  const id = (f: string) => `${uid}-${f}`;
  const described = (f: OpenHouseField, hint?: boolean) =>
    [hint ? id(`${f}-hint`) : '', errors[f] ? id(`${f}-err`) : ''].filter(Boolean).join(' ') || undefined;
  const field = (f: OpenHouseField, label: string, control: ReactNode, hint?: string, required = false) => (
    <div className={errors[f] ? 'field has-error' : 'field'}>
      <label htmlFor={id(f)}>
        {label}
        {required ? (
          <span aria-hidden="true" className="req">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="hint" id={id(`${f}-hint`)}>
          {hint}
        </p>
      ) : null}
      {control}
      {errors[f] ? (
        <p className="field-error" id={id(`${f}-err`)}>
          {errors[f]}
        </p>
      ) : null}
    </div>
  );
  const input = (f: OpenHouseField, props: Record<string, unknown> = {}, hint?: boolean) => (
    <input
      id={id(f)}
      name={f}
      defaultValue={values[f] ?? ''}
      aria-invalid={errors[f] ? true : undefined}
      aria-describedby={described(f, hint)}
      {...props}
    />
  );
  const area = (f: OpenHouseField, rows: number, props: Record<string, unknown> = {}, hint?: boolean) => (
    <textarea
      id={id(f)}
      name={f}
      rows={rows}
      defaultValue={values[f] ?? ''}
      aria-invalid={errors[f] ? true : undefined}
      aria-describedby={described(f, hint)}
      {...props}
    />
  );
  const radios = (f: 'signinMode' | 'contactField', legend: string, options: Array<[string, string]>) => (
    <fieldset className={errors[f] ? 'field has-error' : 'field'}>
      <legend>{legend}</legend>
      {options.map(([value, label], i) => (
        <label className="check" key={value}>
          <input
            type="radio"
            name={f}
            value={value}
            defaultChecked={(values[f] ?? options[0]![0]) === value || (!values[f] && i === 0)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );

  return (
    <Form method="post" className="card form oh-form" noValidate aria-describedby={error ? id('summary') : undefined}>
      {error ? (
        <p className="status error" role="alert" id={id('summary')}>
          {error}
        </p>
      ) : null}
      {field(
        'listingId',
        m.listing,
        <select
          id={id('listingId')}
          name="listingId"
          defaultValue={values.listingId ?? ''}
          required
          aria-invalid={errors.listingId ? true : undefined}
          aria-describedby={described('listingId')}
        >
          <option value="">{m.chooseListing}</option>
          {listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.listingName}
            </option>
          ))}
        </select>,
        undefined,
        true,
      )}
      <div className="oh-when">
        {field('date', m.date, input('date', { type: 'date', required: true }), undefined, true)}
        {field('startTime', m.startTime, input('startTime', { type: 'time', required: true }), undefined, true)}
        {field('endTime', m.endTime, input('endTime', { type: 'time', required: true }), undefined, true)}
      </div>
      {field('notes', m.notes, area('notes', 2, { maxLength: 2000 }))}
      <h2>{m.signinHeading}</h2>
      {radios('signinMode', m.signinMode, [
        ['required', m.signinRequired],
        ['optional', m.signinOptional],
      ])}
      {radios('contactField', m.contactField, [
        ['email', m.contactEmail],
        ['phone', m.contactPhone],
        ['either', m.contactEither],
      ])}
      {field('ownQuestion', m.ownQuestion, input('ownQuestion', { maxLength: 200 }, true), m.ownQuestionHint)}
      {field('disclosureText', m.disclosure, area('disclosureText', 4, { maxLength: 4000 }, true), m.disclosureHint)}
      {field('cohostEmails', m.cohosts, area('cohostEmails', 2, { autoComplete: 'off' }, true), m.cohostsHint)}
      {field(
        'kioskPin',
        m.kioskPin,
        input('kioskPin', { inputMode: 'numeric', autoComplete: 'off', maxLength: 8, type: 'password' }, true),
        hasKioskPin ? m.kioskPinKeep : m.kioskPinHint,
      )}
      <input type="hidden" name="timeZone" value={timeZone} />
      <div className="row">
        <button type="submit" className="btn btn-primary" aria-disabled={busy}>
          {submitLabel}
        </button>
        <a href={cancelTo} className="btn">
          {m.cancel}
        </a>
      </div>
    </Form>
  );
}
