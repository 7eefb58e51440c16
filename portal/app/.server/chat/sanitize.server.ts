// Server-side markdown → sanitized HTML (marked + DOMPurify), so the widget can show formatted
// answers without shipping either library. isomorphic-dompurify is DOMPurify on a jsdom window and
// a run-time dependency (with jsdom), so a production install (--omit=dev) can still render.
import type DOMPurify from 'isomorphic-dompurify';
import { createRequire } from 'node:module';
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
  // Loaded on first use, not at start: jsdom alone takes about a second to load.
  render ??= createMarkdownRenderer(
    new Marked(),
    createRequire(import.meta.url)('isomorphic-dompurify') as typeof DOMPurify,
  );
  return render(md);
}
