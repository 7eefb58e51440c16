import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { EmailTakenError, registerUser } from '~/.server/auth/users.server';
import { config } from '~/.server/config.server';
import { clientIp, LIMITS, rateLimit, tooManyRequests } from '~/.server/rate-limit.server';
import { retryAfterHeaders } from '~/utils/retry-after';
import { Field, NewPasswordFields } from '~/components/Field';
import { StatusMessage } from '~/components/StatusMessage';
import { AUTH, emailHint } from '~/messages/auth';
import { skipRevalidationWhenOffline, withNoServerResponse } from '~/utils/no-server-response';
import { formToObject, isValidEmail, isValidName, isValidPassword, registerSchema } from '~/validation/auth';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Sign up · Open House Assistant', pageDescriptions.register);

export function loader() {
  return { host: new URL(config().publicUrl).hostname };
}

type ActionResult = { ok: true; error?: undefined } | { ok?: false; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimit(`register:ip:${clientIp(context)}`, LIMITS.registerPerIp);
  if (!limited.ok) return tooManyRequests<ActionResult>({ error: AUTH.tooManyAttempts }, limited);
  const parsed = registerSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ error: AUTH.invalidEntry }, { status: 400 });
  try {
    await registerUser(parsed.data);
    return data<ActionResult>({ ok: true });
  } catch (err) {
    if (err instanceof EmailTakenError) return data<ActionResult>({ error: AUTH.emailTaken }, { status: 409 });
    console.error('registration failed:', err instanceof Error ? err.message : err);
    return data<ActionResult>({ error: AUTH.registrationFailed }, { status: 500 });
  }
}

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  withNoServerResponse(() => serverAction<typeof action>());
export const shouldRevalidate = skipRevalidationWhenOffline;

export default function Register() {
  const { host } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === 'submitting';
  const [fName, setFName] = useState('');
  const [lName, setLName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  if (result && 'ok' in result && result.ok) {
    return (
      <section className="card narrow center stack">
        <h1>{AUTH.registeredTitle}</h1>
        <p>{AUTH.registeredText}</p>
        <Link className="btn btn-primary" to="/login">
          Log in
        </Link>
      </section>
    );
  }

  const valid =
    isValidName(fName) &&
    isValidName(lName) &&
    isValidEmail(email) &&
    isValidPassword(password) &&
    confirm === password;
  return (
    <section className="card narrow">
      <h1>Sign up</h1>
      <p className="muted">Create your account to build your Open House Assistant.</p>
      <StatusMessage error={result && 'error' in result ? result.error : null} />
      <Form method="post" noValidate>
        <div className="row two">
          <Field
            label="First Name"
            name="fName"
            autoComplete="given-name"
            required
            value={fName}
            onValue={setFName}
            valid={isValidName(fName)}
            hint={AUTH.namesHint}
          />
          <Field
            label="Last Name"
            name="lName"
            autoComplete="family-name"
            required
            value={lName}
            onValue={setLName}
            valid={isValidName(lName)}
            hint={AUTH.namesHint}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
          valid={isValidEmail(email)}
          hint={emailHint(host)}
        />
        <NewPasswordFields
          label="Password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          isValid={isValidPassword}
          hints={{ password: AUTH.passwordHint, confirm: AUTH.confirmHint }}
        />
        <button type="submit" className="btn btn-primary wide" disabled={!valid || busy}>
          {busy ? 'Signing up…' : 'Sign Up'}
        </button>
      </Form>
      <p className="muted center">
        Already registered? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
