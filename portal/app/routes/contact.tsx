import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { sendContactRequest } from '~/.server/contact.server';
import { clientIp, LIMITS, rateLimit, tooManyRequests } from '~/.server/rate-limit.server';
import { retryAfterHeaders } from '~/utils/retry-after';
import { StatusMessage } from '~/components/StatusMessage';
import { CONTACT } from '~/messages/auth';
import { withNoServerResponse } from '~/utils/no-server-response';
import { contactSchema, formToObject } from '~/validation/auth';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Contact · Open House Assistant', pageDescriptions.contact);

type ActionResult = { ok: true; error?: undefined } | { ok?: false; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimit(`contact:ip:${clientIp(context)}`, LIMITS.contactPerIp);
  if (!limited.ok) return tooManyRequests<ActionResult>({ error: CONTACT.tooMany }, limited);
  const parsed = contactSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) {
    // A bad address gets its own message; any other problem is a missing field.
    const badEmail = parsed.error.issues.some((i) => i.message === CONTACT.invalidEmail);
    return data<ActionResult>({ error: badEmail ? CONTACT.invalidEmail : CONTACT.required }, { status: 400 });
  }
  try {
    await sendContactRequest(parsed.data);
    return data<ActionResult>({ ok: true });
  } catch (err) {
    console.error('contact email failed:', err instanceof Error ? err.message : err);
    return data<ActionResult>({ error: CONTACT.sendFailed }, { status: 500 });
  }
}

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  withNoServerResponse(() => serverAction<typeof action>());

const EMPTY = { inquiryType: '', name: '', email: '', phone: '', message: '' };

export default function Contact() {
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (result && 'ok' in result && result.ok) {
      setDone(true);
      setValues(EMPTY);
    }
  }, [result]);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const filled = values.inquiryType && values.name.trim() && values.email.trim() && values.message.trim();

  if (done) {
    return (
      <section className="card narrow center stack">
        <h1>{CONTACT.thankYou}</h1>
        <p>{CONTACT.thankYouText}</p>
        <button type="button" className="btn btn-primary" onClick={() => setDone(false)}>
          {CONTACT.submitAnother}
        </button>
      </section>
    );
  }
  return (
    <section className="card narrow wide-form">
      <h1>{CONTACT.title}</h1>
      <p className="muted">{CONTACT.intro}</p>
      <StatusMessage error={result && 'error' in result ? result.error : null} />
      <Form method="post">
        <div className="field">
          <label htmlFor="inquiryType">
            Inquiry type
            <span aria-hidden="true" className="req">
              {' '}
              *
            </span>
          </label>
          <select id="inquiryType" name="inquiryType" required value={values.inquiryType} onChange={set('inquiryType')}>
            <option value="" disabled>
              Select an inquiry type
            </option>
            {CONTACT.inquiryTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="name">
            Name
            <span aria-hidden="true" className="req">
              {' '}
              *
            </span>
          </label>
          <input
            id="name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={set('name')}
          />
        </div>
        <div className="row two">
          <div className="field">
            <label htmlFor="email">
              Email
              <span aria-hidden="true" className="req">
                {' '}
                *
              </span>
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
            />
          </div>
          <div className="field">
            <label htmlFor="phone">Phone (optional)</label>
            <input
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={set('phone')}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="message">
            Message
            <span aria-hidden="true" className="req">
              {' '}
              *
            </span>
          </label>
          <textarea
            id="message"
            name="message"
            rows={6}
            required
            maxLength={5000}
            value={values.message}
            onChange={set('message')}
          />
        </div>
        <button type="submit" className="btn btn-primary wide" disabled={!filled || busy}>
          {busy ? 'Sending…' : 'Submit'}
        </button>
      </Form>
    </section>
  );
}
