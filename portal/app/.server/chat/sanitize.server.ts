// Server-side markdown → sanitized HTML (marked + DOMPurify on a jsdom window), so the widget
// can show formatted answers without shipping either library.
import createDOMPurify from 'dompurify';
// jsdom ships no types and @types/jsdom is not installed; only the constructor and window are used.
// @ts-ignore
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { createMarkdownRenderer } from '@widget/chat/markdown';

let render: ((md: string) => string) | undefined;

export function renderMarkdownSafe(md: string): string {
  if (!render) {
    const { window } = new (JSDOM as new (html: string) => { window: unknown })('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    render = createMarkdownRenderer(new Marked(), purify as never);
  }
  return render(md);
}
