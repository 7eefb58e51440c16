import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import type { RootData } from '~/root';
import { pageDescriptions } from '~/messages/meta';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('Privacy Policy and Terms of Use · Open House Assistant', pageDescriptions.policies);

export default function Policies() {
  const supportEmail = useRouteLoaderData<RootData>('root')?.supportEmail ?? 'support@localhost';
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <article className="card prose">
      <h1>Privacy Policy and Terms of Use</h1>
      <p className="muted">Version dated January 1, 2025</p>

      <nav aria-label="On this page" className="toc">
        <a href="#privacy">Privacy Policy</a> · <a href="#terms">Terms of Use</a>
      </nav>

      <h2 id="privacy">Privacy Policy</h2>
      <p>
        This policy explains what information Open House Assistant ("we", "the service") collects, why, and what choices
        you have. It applies to real-estate agents who use the dashboard ("agents") and to people who chat with an
        agent's assistant ("visitors").
      </p>
      <h3>1. Information we collect</h3>
      <ul>
        <li>
          <strong>Agent accounts:</strong> name, email address, a password (stored only as a salted, memory-hard hash),
          and the public contact details, listings, documents and notes you choose to add.
        </li>
        <li>
          <strong>Visitor conversations:</strong> the questions asked and the answers given, the language chosen and the
          listings selected. Card numbers, phone numbers, email addresses, IP addresses, identity numbers and
          credentials typed into the chat are masked before they are stored.
        </li>
        <li>
          <strong>Messages you send us or an agent:</strong> the name, email, optional phone number and message you
          enter in a contact form.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps agents signed in, and short-lived counters used
          to protect the service against abuse.
        </li>
      </ul>
      <h3>2. How we use it</h3>
      <ul>
        <li>
          To provide the service: answer visitors from the agent's documents and deliver their messages to the agent.
        </li>
        <li>To keep accounts secure: sign-in, password reset, and limits on repeated attempts.</li>
        <li>To improve answers: agents and operators may review conversations and feedback on answers.</li>
        <li>To respond to your requests to us.</li>
      </ul>
      <p>We do not sell personal information and we do not use it for advertising.</p>
      <h3>3. Sharing</h3>
      <p>
        A visitor's message, and the conversation if the visitor chooses to attach it, goes to the agent whose assistant
        they used. We use service providers to run the service (for example, email delivery and, where enabled, an AI
        model provider that processes questions and listing documents); they may use the data only to provide their
        service to us. We disclose information when the law requires it.
      </p>
      <h3>4. Retention</h3>
      <p>
        Agent data is kept while the account exists; deleting an assistant or listing deletes its documents.
        Conversation logs are kept for as long as needed to provide and improve the service and are then deleted or
        anonymised.
      </p>
      <h3>5. Your choices and rights</h3>
      <p>
        You may ask to access, correct or delete your personal information, or withdraw consent where processing relies
        on it, by writing to {mail}. Agents can change their details and delete their content in the dashboard.
      </p>
      <h3>6. Security</h3>
      <p>
        Passwords are hashed, sessions are stored on the server and ended when a password is reset, and connections
        should use HTTPS. No method of transmission or storage is perfectly secure, but we work to protect your data.
      </p>
      <h3>7. Children</h3>
      <p>The service is not directed to children under 16, and we do not knowingly collect their information.</p>
      <h3>8. Changes</h3>
      <p>We will post changes to this policy on this page with a new version date.</p>

      <h2 id="terms">Terms of Use</h2>
      <h3>1. Acceptance</h3>
      <p>By using Open House Assistant you agree to these terms. If you do not agree, do not use the service.</p>
      <h3>2. Accounts</h3>
      <p>
        Agents must give accurate information, keep their password confidential and are responsible for activity under
        their account. Tell us at once at {mail} if you suspect unauthorised use.
      </p>
      <h3>3. Agent content</h3>
      <p>
        You keep ownership of the documents, notes and details you upload. You confirm that you have the right to share
        them and that they are accurate and lawful, and you give us a licence to store and process them only to run your
        assistant. Do not upload information about people who have not agreed to it.
      </p>
      <h3>4. AI answers</h3>
      <p>
        Answers are generated automatically from the agent's content and may be incomplete or wrong. They are not legal,
        financial, inspection or appraisal advice. Visitors should confirm important facts with the agent before making
        a decision. Agents remain responsible for the information their assistant gives about their listings.
      </p>
      <h3>5. Acceptable use</h3>
      <ul>
        <li>No unlawful, misleading, discriminatory or infringing content.</li>
        <li>No attempts to break, overload or gain unauthorised access to the service.</li>
        <li>No automated scraping or use of the assistant to collect other people's data.</li>
      </ul>
      <h3>6. Availability and changes</h3>
      <p>
        We aim to keep the service available but do not guarantee it will be uninterrupted. We may change or discontinue
        features, and may suspend accounts that break these terms.
      </p>
      <h3>7. Disclaimer and limitation of liability</h3>
      <p>
        The service is provided "as is" without warranties of any kind. To the extent the law allows, we are not liable
        for indirect or consequential losses, or for decisions made based on the assistant's answers.
      </p>
      <h3>8. Contact</h3>
      <p>Questions about this policy or these terms: {mail}.</p>
    </article>
  );
}
