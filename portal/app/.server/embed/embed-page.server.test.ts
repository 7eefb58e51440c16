import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  embedCsp,
  jsonForScript,
  renderChatPage,
  renderEmbedMessage,
  renderEmbedPage,
  widgetAssets,
} from './embed-page.server';

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
      { ohaName: `Dana's <b>Assistant</b>`, listings: [] },
    );
    expect(html).toContain('<script type="module" src="/widget/embed-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/widget/embed-def.css">');
    expect(html).toContain('<title>Dana&#39;s &lt;b&gt;Assistant&lt;/b&gt;</title>');
    expect(html).toContain('data-pathname="dana_1"');
    expect(html).toContain('data-mode="embed"');
    expect(html).toContain('data-src="website"');
    expect(
      renderEmbedPage({ ohaName: 'A', assistantPathname: 'a_1' }, { js: 'e.js', css: [] }, null, 'social'),
    ).toContain('data-src="social"');
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script: the CSP allows none
    expect(html).not.toContain('__remix');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('inlines the assistant as a JSON data block that no text can break out of', () => {
    const hostile = { ohaName: '</script><script>alert(1)</script>', note: 'a\u2028b & <!--' };
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
    const html = renderEmbedPage({ ohaName: 'x', assistantPathname: 'x_1' }, { js: 'a.js', css: [] }, hostile);
    expect(html.match(/<script/g)).toHaveLength(2); // the bundle and the data block, nothing injected
    expect(html).toContain('<script type="application/json" id="oha-info">');
  });
});

describe('the /embed page and its policy', () => {
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

  it('reads the CSS text for the chat page, which inlines it (no request before the first paint)', () => {
    const dir = widgetDir({ [APP_ENTRY]: { file: 'embed-3.js', css: ['embed-4.css'], isEntry: true } });
    fs.writeFileSync(path.join(dir, 'embed-4.css'), '.oha{color:red}/*</style><script>x()</script>*/');
    const assets = widgetAssets(dir)!;
    expect(assets.cssText).toContain('.oha{color:red}');
    const page = renderChatPage('dana_1', { ohaName: 'A', agentName: 'B' }, assets, 'en');
    expect(page).toContain('<style>.oha{color:red}');
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    // The embed keeps the cached file.
    expect(renderEmbedPage({ ohaName: 'A', assistantPathname: 'a_1' }, assets, null)).toContain(
      '<link rel="stylesheet" href="/widget/embed-4.css">',
    );
  });

  it('message pages carry the text and no script', () => {
    const html = renderEmbedMessage('Oops <x>');
    expect(html).toContain('Oops &lt;x&gt;');
    expect(html).not.toContain('<script');
  });
});

describe('the /assistants chat page', () => {
  const assets = { js: 'embed-abc.js', css: ['embed-def.css'] };
  const info = { ohaName: "Dana's Assistant", agentName: 'Dana Lee', listings: [] };

  it("is the widget bundle in page mode, with a description in the visitor's language", () => {
    const html = renderChatPage('dana_1', info, assets, 'fr');
    expect(html).toContain('data-mode="page"');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('data-src="link"');
    expect(renderChatPage('dana_1', info, assets, 'en', 'sign')).toContain('data-src="sign"');
    expect(html).toContain('<script type="module" src="/widget/embed-abc.js"></script>');
    expect(html).toMatch(
      /<meta name="description" content="Discutez avec Dana&#39;s Assistant des propriétés de Dana Lee/,
    );
    expect(html).toContain('<title>Dana&#39;s Assistant · Open House Assistant</title>');
    // Pinch zoom stays.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/maximum-scale|user-scalable/);
    expect(html).not.toContain('__remix');
  });

  it('carries null for an unknown assistant, so the app shows the failure screen', () => {
    const html = renderChatPage('nobody', null, assets, 'en');
    expect(html).toContain('<script type="application/json" id="oha-info">null</script>');
    expect(html).toContain('<meta name="description" content="Oops! Something went wrong.');
  });
});
