import { describe, expect, it } from 'vitest';
import { composeContactEmail } from './contact.server';

describe('product-team contact email', () => {
  const input = {
    inquiryType: 'Feature Request' as const,
    name: 'Sam <script>alert(1)</script>',
    email: 'sam@example.com',
    phone: '',
    message: 'Line one\n<img src=x onerror=alert(1)> & more',
  };
  it("uses the spec's subject and escapes every field in the HTML", () => {
    const mail = composeContactEmail(input, new Date('2025-01-06T12:00:00Z'));
    expect(mail.subject).toBe('New Contact Request - Inquiry type: Feature Request');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Sam &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&amp; more');
    expect(mail.html).toContain('Feature Request');
    expect(mail.html).toContain('sam@example.com');
    expect(mail.html).toMatch(/Monday, January 6, 2025/);
    expect(mail.text).toContain('Phone: Not provided');
  });
});
