import { useId } from 'react';
import { contactTexts as t } from '~/messages/portal';

export interface ContactDefaults {
  fName?: string;
  lName?: string;
  email?: string;
  phone?: string;
  companyName?: string | null;
  website?: string | null;
}

/** The agent's public contact fields: names, email and phone required; company and website optional. */
export function ContactFields({ defaults = {} }: { defaults?: ContactDefaults }) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  return (
    <div className="contact-grid">
      <div className="field">
        <label htmlFor={f('fName')}>{t.fName}</label>
        <input id={f('fName')} name="fName" defaultValue={defaults.fName ?? ''} autoComplete="given-name" required />
      </div>
      <div className="field">
        <label htmlFor={f('lName')}>{t.lName}</label>
        <input id={f('lName')} name="lName" defaultValue={defaults.lName ?? ''} autoComplete="family-name" required />
      </div>
      <div className="field">
        <label htmlFor={f('email')}>{t.email}</label>
        <input
          id={f('email')}
          name="email"
          type="email"
          defaultValue={defaults.email ?? ''}
          autoComplete="email"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={f('phone')}>{t.phone}</label>
        <input
          id={f('phone')}
          name="phone"
          type="tel"
          defaultValue={defaults.phone ?? ''}
          autoComplete="tel"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={f('companyName')}>
          {t.company} <span className="muted">{t.optional}</span>
        </label>
        <input
          id={f('companyName')}
          name="companyName"
          defaultValue={defaults.companyName ?? ''}
          autoComplete="organization"
        />
      </div>
      <div className="field">
        <label htmlFor={f('website')}>
          {t.website} <span className="muted">{t.optional}</span>
        </label>
        <input
          id={f('website')}
          name="website"
          defaultValue={defaults.website ?? ''}
          autoComplete="url"
          inputMode="url"
        />
      </div>
    </div>
  );
}
