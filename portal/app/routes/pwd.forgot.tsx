import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation, useSubmit } from '@remix-run/react';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { requestPasswordReset } from '~/.server/auth/reset.server';
import { normalizeEmail } from '~/.server/auth/users.server';
import { clientIp, LIMITS, rateLimitAll, tooManyRequests } from '~/.server/rate-limit.server';
import { retryAfterHeaders } from '~/utils/retry-after';
import { Field } from '~/components/Field';
import { StatusMessage } from '~/components/StatusMessage';
import { AUTH } from '~/messages/auth';
import { withNoServerResponse } from '~/utils/no-server-response';
import { forgotSchema, formToObject } from '~/validation/auth';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Forgot password · Open House Assistant', pageDescriptions.forgot);

const RESEND_SECONDS = 60;

type ActionResult = { sent: true; email: string; at: number; error?: undefined } | { sent?: false; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = forgotSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ error: AUTH.forgotError }, { status: 400 });
  const email = normalizeEmail(parsed.data.email);
  const limited = await rateLimitAll([
    [`forgot:ip:${clientIp(context)}`, LIMITS.forgotPerIp],
    [`forgot:email:${email}`, LIMITS.forgotPerEmail],
  ]);
  if (!limited.ok) return tooManyRequests<ActionResult>({ error: AUTH.tooManyAttempts }, limited);
  // Not awaited: the answer (and its timing) must not reveal whether the account exists. The
  // email itself is stored and retried by the email module, so nothing is lost.
  requestPasswordReset(email).catch((err) =>
    console.error('password reset email:', err instanceof Error ? err.message : err),
  );
  return data<ActionResult>({ sent: true, email: parsed.data.email, at: Date.now() });
}

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  withNoServerResponse(() => serverAction<typeof action>());

function useCountdown(from: number, key: unknown): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [from, key]);
  return left;
}

function CheckEmail({ email, sentAt, error }: { email: string; sentAt: number; error?: string }) {
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const left = useCountdown(RESEND_SECONDS, sentAt);
  const resend = () => {
    if (left > 0 || busy) return;
    submit({ email }, { method: 'post' });
  };
  return (
    <section className="card narrow center stack">
      <h1>{AUTH.checkEmailTitle}</h1>
      <StatusMessage error={error} success={error ? null : AUTH.checkEmailText} />
      <p>
        Didn't get it?{' '}
        <button
          type="button"
          className="linklike resend"
          onClick={resend}
          disabled={left > 0 || busy}
          aria-disabled={left > 0}
        >
          {left > 0 ? `Resend link in ${left} s` : 'Resend link'}
        </button>
      </p>
      <Link to="/login">{AUTH.backToLogin}</Link>
    </section>
  );
}

export default function ForgotPassword() {
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  useEffect(() => {
    if (result && 'sent' in result && result.sent) setSent({ email: result.email, at: result.at });
  }, [result]);
  const error = result && 'error' in result ? result.error : undefined;

  const shown = result && 'sent' in result && result.sent ? { email: result.email, at: result.at } : sent;
  if (shown) return <CheckEmail email={shown.email} sentAt={shown.at} error={error} />;
  return (
    <section className="card narrow">
      <h1>Forgot your password?</h1>
      <p className="muted">Enter the email of your account and we will send you a link to reset your password.</p>
      <StatusMessage error={error} />
      <Form method="post" noValidate>
        <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
        <button type="submit" className="btn btn-primary wide" disabled={email.trim() === '' || busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </Form>
      <p className="center">
        <Link to="/login">{AUTH.backToLogin}</Link>
      </p>
    </section>
  );
}
