import { describe, expect, it } from 'vitest';
import { renderMarkdownSafe } from './sanitize.server';

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
    const html = renderMarkdownSafe(payload).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<svg|<math|<form|<input|<object|<embed|<style|<img/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text/);
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

  it('renders markdown and strips citation markers', () => {
    const html = renderMarkdownSafe('**Price:** $1,200,000【4:0†brochure.pdf】');
    expect(html).toContain('<strong>Price:</strong>');
    expect(html).not.toContain('【');
  });
});
