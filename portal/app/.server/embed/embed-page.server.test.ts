import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ENTRY, embedCsp, renderEmbedMessage, renderEmbedPage, widgetAssets } from './embed-page.server';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function widgetDir(manifest?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-widget-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('the /embed page', () => {
  it('loads only the hashed widget bundle, and escapes the assistant name', () => {
    const html = renderEmbedPage(
      { ohaName: `Dana's <b>Assistant</b>`, assistantPathname: 'dana_1' },
      { js: 'embed-abc.js', css: ['embed-def.css'] },
    );
    expect(html).toContain('<script type="module" src="/widget/embed-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/widget/embed-def.css">');
    expect(html).toContain('<title>Dana&#39;s &lt;b&gt;Assistant&lt;/b&gt;</title>');
    expect(html).toContain('data-pathname="dana_1"');
    expect(html).toContain('data-src="website"');
    expect(renderEmbedPage({ ohaName: 'A', assistantPathname: 'a_1' }, { js: 'e.js', css: [] }, 'social')).toContain(
      'data-src="social"',
    );
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script: the CSP allows none
    expect(html).not.toContain('__remix');
  });

  it('frames for any site with an empty list, else only for the portal and the listed sites', () => {
    expect(embedCsp([])).toContain('frame-ancestors *');
    const csp = embedCsp(['https://agent.example']);
    expect(csp).toContain("frame-ancestors 'self' https://agent.example");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('reads the entry from the Vite manifest, and reports a missing build', () => {
    expect(widgetAssets(widgetDir())).toBeNull();
    const dir = widgetDir({ [APP_ENTRY]: { file: 'embed-1.js', css: ['embed-2.css'], isEntry: true } });
    expect(widgetAssets(dir)).toEqual({ js: 'embed-1.js', css: ['embed-2.css'] });
  });

  it('message pages carry the text and no script', () => {
    const html = renderEmbedMessage('Oops <x>');
    expect(html).toContain('Oops &lt;x&gt;');
    expect(html).not.toContain('<script');
  });
});
