import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('About Us · Open House Assistant', pageDescriptions.about);

export default function About() {
  return (
    <article className="card prose">
      <h1>About Us</h1>
      <p>
        Open House Assistant helps real-estate agents be there for every visitor. An agent creates an assistant, adds
        listings with their documents (pdf, doc, docx or txt) and insider notes, and shares a public chat link and a QR
        code on signs, flyers, brochures, mailers, social posts and listing photos.
      </p>
      <h2>What visitors get</h2>
      <ul>
        <li>Answers about the properties from the agent's own documents, in the language they choose.</li>
        <li>
          A simple way to leave a message for the agent, save the agent's contact card, or email themselves the
          conversation.
        </li>
      </ul>
      <h2>What agents get</h2>
      <ul>
        <li>An assistant that never misses a question, even at midnight or during a busy open house.</li>
        <li>Leads delivered by email, with the conversation attached when the visitor agrees.</li>
        <li>Full control: listings, documents and contact details can be changed at any time.</li>
      </ul>
      <h2>Our principles</h2>
      <p>
        The assistant answers from what the agent provides and says so when it does not know, handing the visitor over
        to the agent instead of guessing. Visitors' personal details are masked before anything is logged.
      </p>
      <div className="row">
        <Link className="btn btn-primary" to="/register">
          Get Started Today
        </Link>
        <Link className="btn" to="/contact">
          Contact us
        </Link>
      </div>
    </article>
  );
}
