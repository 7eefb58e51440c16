import { Link } from '@remix-run/react';

export function Footer() {
  const subject = encodeURIComponent('Contact about Open House Assistant');
  return (
    <footer className="footer">
      <Link to="/" className="brand" aria-label="Open House Assistant home">
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>Open House Assistant</span>
      </Link>
      <nav aria-label="Footer">
        <a href={`mailto:support@openhouseassistant.app?subject=${subject}`} data-support-link>Contact support</a>
        <Link to="/policies/privacy-policy-and-terms-of-use">Privacy Policy &amp; Terms of Use</Link>
      </nav>
      <p className="copyright">© 2025 Open House Assistant. All rights reserved.</p>
    </footer>
  );
}
