// Server-side markdown → sanitized HTML (marked + DOMPurify on a jsdom window), so the widget
// can show formatted answers without shipping either library.
import createDOMPurify from 'dompurify';
// jsdom ships no types and @types/jsdom is not installed; only the constructor and window are used.
// @ts-expect-error jsdom ships no types
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { createMarkdownRenderer } from '@widget/chat/markdown';

let render: ((md: string) => string) | undefined;

// Text with no Markdown or HTML syntax (most offline answers) renders to the same HTML without
// marked and DOMPurify, which cost about 3 ms per answer on jsdom: the chat's hot path.
const SYNTAX = /[<>&*_`[\]#|~\\@=]|:\/\/|www\.|^\s*(?:\d+[.)]|[-+>])\s|^\s*-{3,}\s*$|^ {4}|^\t|\u3010/m;

function plainParagraphs(md: string): string {
  return md
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function renderMarkdownSafe(md: string): string {
  if (!SYNTAX.test(md)) return plainParagraphs(md);
  return renderWithMarked(md);
}

/** The full path (exported for the test that compares both). */
export function renderWithMarked(md: string): string {
  if (!render) {
    const { window } = new (JSDOM as new (html: string) => { window: unknown })('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    render = createMarkdownRenderer(new Marked(), purify as never);
  }
  return render(md);
}
