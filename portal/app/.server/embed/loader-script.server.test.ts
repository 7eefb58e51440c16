import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADER_TEXTS_SLOT } from '@widget/embed/loader-texts';
import { fillLoaderTexts, loaderScript } from './loader-script.server';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function widgetDir(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-loader-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'widget.js'), source);
  return dir;
}

describe('the loader in the visitor language', () => {
  it('fills the texts in as a JavaScript value', () => {
    const js = fillLoaderTexts(`T = ${LOADER_TEXTS_SLOT};`, 'ja');
    const scope: { T?: { closeChat: string; unread: string } } = {};
    vm.runInNewContext(js, scope);
    expect(scope.T?.closeChat).toBe('チャットを閉じる');
    expect(scope.T?.unread).toContain('{count}');
    expect(() => fillLoaderTexts('no slot here', 'en')).toThrow(/rebuild/);
  });

  it('picks the language from Accept-Language, English otherwise, each with its own ETag', () => {
    const dir = widgetDir(`T = ${LOADER_TEXTS_SLOT};`);
    const fr = loaderScript(dir, 'fr-CA,fr;q=0.9,en;q=0.5')!;
    const en = loaderScript(dir, 'de-DE')!;
    expect(fr.lang).toBe('fr');
    expect(fr.body).toContain('Fermer le chat');
    expect(en.lang).toBe('en');
    expect(loaderScript(dir, undefined)!.lang).toBe('en');
    expect(fr.etag).not.toBe(en.etag);
    expect(loaderScript(path.join(dir, 'missing'), 'fr')).toBeNull();
  });
});
