import type { MetaFunction } from '@remix-run/node';
import { Link, useNavigate } from '@remix-run/react';

export const meta: MetaFunction = () => [{ title: 'Unauthorized · Open House Assistant' }];

export default function Unauthorized() {
  const navigate = useNavigate();
  return (
    <section className="card narrow center stack">
      <h1>Unauthorized</h1>
      <p>You do not have access to the requested page.</p>
      <p>
        Please <Link to="/login">log in</Link> with an account that has access, or <Link to="/contact">contact us</Link>{' '}
        if you think this is a mistake.
      </p>
      <button type="button" className="btn" onClick={() => navigate(-1)}>
        Back
      </button>
    </section>
  );
}
