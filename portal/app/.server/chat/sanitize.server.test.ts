import { describe, expect, it } from 'vitest';
// @ts-expect-error jsdom ships no types here
import { JSDOM } from 'jsdom';
import { renderMarkdownSafe } from './sanitize.server';

/** What a browser would build from the html: no active element, handler or script URL survives. */
function dangers(html: string): string[] {
  const doc = new (JSDOM as new (h: string) => { window: { document: Document } })(`<body>${html}</body>`).window
    .document;
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'svg', 'math', 'form', 'input', 'object', 'embed', 'style', 'img', 'details'].includes(tag)
    )
      found.push(tag);
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name) || a.name === 'style') found.push(`${tag}[${a.name}]`);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value))
        found.push(`${tag}[${a.name}=${a.value}]`);
    }
  }
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<p onclick="alert(1)">hi</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="https://evil.example"><input name=q></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<details open ontoggle=alert(1)>',
  '<a href="#" onmouseover="alert(1)">x</a>',
];

describe('renderMarkdownSafe', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    expect(dangers(renderMarkdownSafe(payload))).toEqual([]);
  });

  it('keeps safe links and opens them in a new tab', () => {
    const html = renderMarkdownSafe('See [the listing](https://example.com/a) or [mail](mailto:a@b.c) or [here](/x).');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(html).toContain('href="/x"');
    expect(html.match(/target="_blank"/g)).toHaveLength(3);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(3);
  });

  it('allows irc and xmpp links but not ftp or tel', () => {
    expect(renderMarkdownSafe('[a](irc://irc.example.com/x)')).toContain('href="irc://');
    expect(renderMarkdownSafe('[a](xmpp:agent@example.com)')).toContain('href="xmpp:');
    expect(renderMarkdownSafe('[a](ftp://example.com/x)')).not.toContain('href=');
  });

  it('shows raw HTML from an answer as text', () => {
    const html = renderMarkdownSafe('Hi <img src=x onerror=alert(1)> there');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(dangers(html)).toEqual([]);
  });

  it('the checker itself finds dangers in unsanitized html', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>')).toEqual([
      'img',
      'img[onerror]',
      'a[href=javascript:alert(1)]',
    ]);
  });

  it('renders markdown and strips citation markers', () => {
    const html = renderMarkdownSafe('**Price:** $1,200,000【4:0†brochure.pdf】');
    expect(html).toContain('<strong>Price:</strong>');
    expect(html).not.toContain('【');
  });
});

describe('plain answers skip marked and DOMPurify', () => {
  const sameDom = (html: string) =>
    new (JSDOM as new (h: string) => { window: { document: Document } })(
      `<body>${html}</body>`,
    ).window.document.body.innerHTML.replace(/\n/g, '');
  it('renders plain text exactly as the full Markdown path does', async () => {
    const { renderWithMarked } = await import('./sanitize.server');
    for (const text of [
      'The asking price is $1,087,000.',
      'The home has 2 bedrooms.\nIt\'s "bright" and quiet (2024).',
      '该房源的挂牌价为 $874,000。\n\n如需确认，请联络经纪人。',
      'Le prix demandé est de $874,000. Taxes : 4 120,50 $ (2024).',
    ]) {
      expect(sameDom(renderMarkdownSafe(text)), text).toBe(sameDom(renderWithMarked(text)));
    }
  });

  it('still sends anything with Markdown or HTML syntax through the sanitizer', () => {
    for (const text of [
      '<img src=x onerror=alert(1)>',
      'Call **Dana**',
      'mail dana@example.com',
      '[x](javascript:alert(1))',
      '1. first\n2. second',
      'see https://example.com',
    ]) {
      expect(dangers(renderMarkdownSafe(text)), text).toEqual([]);
    }
    expect(renderMarkdownSafe('Call **Dana**')).toContain('<strong>Dana</strong>');
    expect(renderMarkdownSafe('mail dana@example.com')).toContain('href="mailto:dana@example.com"');
  });
});
