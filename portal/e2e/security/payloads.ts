// The hostile inputs of the security regression suite, shared by the unit tests (where each rule
// lives) and the end-to-end specs (which send them through the running app). Adding a case here
// tests it everywhere.

// The probe's list plus the classic open-redirect spellings. Each must fall back to /dashboard.
export const HOSTILE_REDIRECTS = [
  '/\t/evil.example',
  '/\t\\evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\r/evil.example',
  '/\u3000/x',
  '/\u00e9',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/ /evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%0d%0aSet-Cookie:x=y',
  '/%E0%A4%A',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  ' /dashboard',
  '',
  '/login',
  '/logout',
  '/login?redirectTo=/x',
  '/' + 'a'.repeat(3000),
];

// The probe's bad tags: not BCP 47, or well formed but no language anyone translates into.
export const BAD_LANG_TAGS = [
  '',
  'x',
  'english',
  'en_US',
  'en-',
  '-en',
  'e1',
  'xx',
  'qaa',
  'und',
  'zz-ZZ',
  'en-US-u-ca-',
  'a'.repeat(40),
  '../../etc/passwd',
  '<script>',
  'de\u0000',
  'de%0d%0a',
];

// Addresses an attacker types to get markup or extra recipients into a mail header or a page.
export const HOSTILE_EMAILS = [
  '<img/src=x/onerror=alert(51)>@x.co',
  '<svg/onload=alert(52)>@x.co',
  '"<script>alert(1)</script>"@x.co',
  'a@x.co>, <b@y.co',
  'a@x.co, b@y.co',
  'a@x.co\r\nBcc: b@y.co',
  'a@x.co\nBcc:b@y.co',
  'a b@x.co',
  '"a b"@x.co',
  'a(comment)@x.co',
  'a@[127.0.0.1]',
  'a@-x.co',
  'a@x-.co',
  'a@x..co',
  'a@.x.co',
  'a@x.co.',
  'a@localhost',
  '@x.co',
  'a@',
  'a',
  'a@@x.co',
  'ä@x.co',
  'a@bücher.de',
  `${'a'.repeat(65)}@x.co`,
  `a@${'b'.repeat(64)}.co`,
  `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.co`,
];

// Each would put something other than one plain web address into the vCard or a link.
export const HOSTILE_WEBSITES = [
  'https://mallory.example\r\nTEL;TYPE=work:+19005550123\r\nURL:javascript:alert(1)',
  'https://mallory.example\nEMAIL:x@y.co',
  'https://mallory.example\rNOTE:x',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.com',
  'mailto:a@b.co',
  'https://user:pass@mallory.example',
  'https://mallory.example/<script>',
  'https://mallory.example/"onmouseover="alert(1)',
  'https://mallory.example/ x',
  'https://mallory.example\t/x',
  'https://localhost',
  'https://.example',
  'https://',
  'http://[::1]',
  'https://a\\b.example',
  `https://x.example/${'a'.repeat(2050)}`,
];

// Markup that runs script or adds live elements if any page, email or export renders it as
// HTML. Each id marks where it came from; the suite checks the DOM for the elements these
// would create (CSP would stop the script, not the injection) and that none ran.
export const XSS_PAYLOADS = [
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg/onload=window.__xss='svg'>`,
  `"><img src=x onerror=window.__xss='attr'>`,
  `'><details open ontoggle=window.__xss='details'>`,
  `</textarea></title><script>window.__xss='close'</script>`,
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `<a href="javascript:window.__xss='href'">link</a>`,
  `[md link](javascript:window.__xss='md')`,
  `![md image](x" onerror="window.__xss='mdimg')`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='mxss'>`,
];

/** One string holding every payload, for fields that are shown whole. */
export const XSS_ALL = XSS_PAYLOADS.join(' ');

/** Elements or attributes a rendered payload would leave in a page. */
export const INJECTED_SELECTOR = [
  '[onerror]',
  '[onload]',
  '[ontoggle]',
  'iframe[srcdoc]',
  'a[href^="javascript:" i]',
  'img[src="x"]',
  'details[open][ontoggle]',
  'mglyph',
].join(', ');

// The probe's address, refused at input with the field's message everywhere.
export const PROBE_EMAIL = '<img/src=x/onerror=alert(51)>@x.co';

// Spreadsheet formulas in exported cells: each must be neutralised (a leading quote).
export const CSV_FORMULAS = ['=HYPERLINK("https://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)'];
