import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { authenticator, LoginError } from '~/.server/auth/authenticator.server';
import { createSession, destroySession, getSessionUser, safeRedirect } from '~/.server/auth/session.server';
import { normalizeEmail } from '~/.server/auth/users.server';
import { checkLogin, recordLoginFailure, recordLoginSuccess } from '~/.server/auth/login-throttle.server';
import { clientIp, tooManyRequests } from '~/.server/rate-limit.server';
import { Field } from '~/components/Field';
import { StatusMessage } from '~/components/StatusMessage';
import { AUTH } from '~/messages/auth';
import { skipRevalidationWhenOffline, withNoServerResponse } from '~/utils/no-server-response';
import { retryAfterHeaders } from '~/utils/retry-after';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Log in · Open House Assistant', pageDescriptions.login);

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  // Already logged in: nothing to do here.
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

type ActionResult = { error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const email = normalizeEmail(String(form.get('email') ?? ''));
  const ip = clientIp(context);
  const gate = await checkLogin(ip, email);
  if (!gate.ok) return tooManyRequests<ActionResult>({ error: AUTH.tooManyAttempts }, gate);
  try {
    const user = await authenticator.authenticate('form', request);
    await recordLoginSuccess(ip, email);
    // Decided before any session row exists, so nothing is left behind if it were to fail.
    const to = safeRedirect(form.get('redirectTo'));
    // Rotation: the old session (if any) ends and a fresh id is issued.
    await destroySession(request);
    const cookie = await createSession(user.id);
    return redirect(to, { headers: { 'Set-Cookie': cookie } });
  } catch (err) {
    if (err instanceof LoginError) {
      if (err.status === 401) await recordLoginFailure(ip, email);
      return data<ActionResult>(
        { error: err.status === 400 ? AUTH.missingCredentials : AUTH.unauthorized },
        { status: err.status },
      );
    }
    console.error('login failed:', err instanceof Error ? err.message : err);
    return data<ActionResult>({ error: AUTH.loginFailed }, { status: 500 });
  }
}

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  withNoServerResponse(() => serverAction<typeof action>());
export const shouldRevalidate = skipRevalidationWhenOffline;

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const filled = email.trim() !== '' && password !== '';
  return (
    <section className="card narrow">
      <h1>Log in</h1>
      <StatusMessage error={result?.error} />
      <Form method="post" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        <button type="submit" className="btn btn-primary wide" disabled={!filled || busy}>
          {busy ? 'Logging in…' : 'Log In'}
        </button>
      </Form>
      <div className="auth-links">
        <Link to="/pwd/forgot">Forgot password?</Link>
        <span>
          Need an account? <Link to="/register">Sign up</Link>
        </span>
      </div>
    </section>
  );
}
