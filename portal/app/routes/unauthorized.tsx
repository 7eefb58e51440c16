import type { MetaFunction } from '@remix-run/node';
import { Link, useNavigate } from '@remix-run/react';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Unauthorized · Open House Assistant', pageDescriptions.unauthorized);

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
