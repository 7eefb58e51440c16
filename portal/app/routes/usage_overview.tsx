import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireOperator } from '~/.server/auth/session.server';

// Placeholder until the usage work lands: operators only.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  return null;
}

export default function UsageOverview() {
  return (
    <section className="card">
      <h1>Usage overview</h1>
      <p className="muted">No usage overview data can be found.</p>
    </section>
  );
}
