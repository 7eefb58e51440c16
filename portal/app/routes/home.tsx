import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getSessionUser } from '~/.server/auth/session.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('Open House Assistant');

export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedIn: Boolean(await getSessionUser(request)) };
}

// Inline icons: no icon font or emoji font needed, and nothing for the CSP to load.
const ICONS = {
  clock: (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  ),
  globe: (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  ),
  handshake: (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6h16v10H8l-4 4z" />
      <path d="M8 10h8M8 13h5" />
    </svg>
  ),
};

const BENEFITS = [
  {
    icon: ICONS.clock,
    title: 'Answers around the clock',
    text: 'Visitors get accurate answers about your listings at any hour, from your own documents and insider notes.',
  },
  {
    icon: ICONS.globe,
    title: 'Speaks six languages',
    text: 'English, Chinese (simplified and traditional), Korean, Japanese and French: every buyer feels at home.',
  },
  {
    icon: ICONS.handshake,
    title: 'Turns visitors into leads',
    text: 'When a visitor is ready, the assistant invites them to leave a message and emails it straight to you.',
  },
];

export default function Landing() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <p className="eyebrow">For real-estate agents</p>
        <h1>Your listings, answered around the clock</h1>
        <p>
          Create an Open House Assistant, upload your listing documents, and share one link or QR code. It answers
          visitors' questions in six languages and connects them to you.
        </p>
        <div className="row hero-actions">
          <Link className="btn btn-primary" to="/register">
            Get Started Today
          </Link>
          <Link className="btn" to="/about">
            About Us
          </Link>
        </div>
      </section>
      <section aria-labelledby="benefits" className="benefits">
        <h2 id="benefits" className="center">
          Why agents use it
        </h2>
        <div className="grid-3">
          {BENEFITS.map((b) => (
            <article key={b.title} className="card benefit">
              <span className="benefit-icon" aria-hidden="true">
                {b.icon}
              </span>
              <h3>{b.title}</h3>
              <p className="muted">{b.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="closing card center">
        <h2>Ready for your next open house?</h2>
        <p className="muted">Set up your assistant in minutes: your details, a listing and its documents.</p>
        {loggedIn ? (
          <Link className="btn btn-primary" to="/create_assistants">
            Create now
          </Link>
        ) : (
          <Link className="btn btn-primary" to="/register">
            Sign up now
          </Link>
        )}
      </section>
    </>
  );
}
