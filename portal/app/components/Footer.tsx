import { Link } from '@remix-run/react';

/** The spec's footer: logo to home, a support mail link with a prefilled subject, the policy page, © 2025. */
export function Footer({ supportEmail }: { supportEmail: string }) {
  const subject = encodeURIComponent('Contact about Open House Assistant');
  return (
    <footer className="footer">
      <Link to="/" className="brand" aria-label="Open House Assistant home">
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>Open House Assistant</span>
      </Link>
      <nav aria-label="Footer">
        <a href={`mailto:${supportEmail}?subject=${subject}`} data-support-link>
          Contact support
        </a>
        <Link to="/policies/privacy-policy-and-terms-of-use">Privacy Policy &amp; Terms of Use</Link>
      </nav>
      <p className="copyright">© 2025 Open House Assistant. All rights reserved.</p>
    </footer>
  );
}
