import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { checkResetToken, resetPassword } from '~/.server/auth/reset.server';
import { clientIp, LIMITS, rateLimit, tooManyRequests } from '~/.server/rate-limit.server';
import { retryAfterHeaders } from '~/utils/retry-after';
import { NewPasswordFields } from '~/components/Field';
import { StatusMessage } from '~/components/StatusMessage';
import { AUTH } from '~/messages/auth';
import { skipRevalidationWhenOffline, withNoServerResponse } from '~/utils/no-server-response';
import { formToObject, isValidPassword, resetSchema } from '~/validation/auth';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [
  ...pageMeta('Reset password · Open House Assistant', pageDescriptions.reset),
  { name: 'referrer', content: 'no-referrer' },
];

const REDIRECT_SECONDS = 10;

export async function loader({ params }: LoaderFunctionArgs) {
  const check = await checkResetToken(params.token ?? '');
  return { valid: check.ok };
}

type ActionResult = { ok: true; error?: undefined } | { ok?: false; error: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const limited = await rateLimit(`reset:ip:${clientIp(context)}`, LIMITS.resetPerIp);
  if (!limited.ok) return tooManyRequests<ActionResult>({ error: AUTH.tooManyAttempts }, limited);
  const parsed = resetSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ error: AUTH.invalidEntry }, { status: 400 });
  try {
    const result = await resetPassword(params.token ?? '', parsed.data.password);
    if (!result.ok) return data<ActionResult>({ error: AUTH.resetLinkInvalid }, { status: 400 });
    return data<ActionResult>({ ok: true });
  } catch (err) {
    console.error('password reset failed:', err instanceof Error ? err.message : err);
    return data<ActionResult>({ error: AUTH.resetError }, { status: 500 });
  }
}

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  withNoServerResponse(() => serverAction<typeof action>());
export const shouldRevalidate = skipRevalidationWhenOffline;

function ResetDone() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) {
        clearInterval(timer);
        navigate('/login');
      }
    }, 250);
    return () => clearInterval(timer);
  }, [navigate]);
  return (
    <section className="card narrow center stack">
      <h1>Password reset</h1>
      <StatusMessage success={AUTH.resetSuccess} />
      <Link className="btn btn-primary" to="/login">
        {AUTH.logInNow}
      </Link>
      <p className="muted">Redirecting to the login page in {left} s.</p>
    </section>
  );
}

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  if (result && 'ok' in result && result.ok) return <ResetDone />;
  if (!valid) {
    return (
      <section className="card narrow center stack">
        <h1>Reset password</h1>
        <StatusMessage error={AUTH.resetLinkInvalid} />
        <Link className="btn btn-primary" to="/pwd/forgot">
          Request a new link
        </Link>
        <Link to="/login">{AUTH.backToLogin}</Link>
      </section>
    );
  }
  const ok = isValidPassword(password) && confirm === password;
  return (
    <section className="card narrow">
      <h1>Reset password</h1>
      <p className="muted">Choose a new password for your account.</p>
      <StatusMessage error={result && 'error' in result ? result.error : null} />
      <Form method="post" noValidate>
        <NewPasswordFields
          label="New Password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          isValid={isValidPassword}
          hints={{ password: AUTH.passwordHint, confirm: AUTH.confirmHint }}
        />
        <button type="submit" className="btn btn-primary wide" disabled={!ok || busy}>
          {busy ? 'Resetting…' : 'Reset Password'}
        </button>
      </Form>
    </section>
  );
}
