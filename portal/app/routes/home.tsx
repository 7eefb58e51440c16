import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getSessionUser } from '~/.server/auth/session.server';

export const meta: MetaFunction = () => [{ title: 'Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedIn: Boolean(await getSessionUser(request)) };
}

export default function Landing() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <h1>Your listings, answered around the clock</h1>
        <p>Open House Assistant answers visitors' questions about your listings in six languages.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link className="btn btn-primary" to="/register">Get Started Today</Link>
          <Link className="btn" to="/about">About Us</Link>
        </div>
      </section>
      <div className="center">
        {loggedIn ? (
          <Link className="btn btn-primary" to="/create_assistants">Create now</Link>
        ) : (
          <Link className="btn btn-primary" to="/register">Sign up now</Link>
        )}
      </div>
    </>
  );
}
