import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS, checkWidgetSize, LOADER_TEXTS_SLOT, loaderVariants } from './check-widget-size.mjs';
import { LOADER_TEXTS_SLOT as SLOT } from '../widget/src/embed/loader-texts';

const dirs: string[] = [];
function widgetDir(files: Record<string, string | Buffer>, manifest?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-size-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
const manifest = { 'widget/src/embed/main.tsx': { file: 'embed-a.js', css: ['embed-a.css'], isEntry: true } };
/** Bytes that gzip cannot shrink, so the gzip size is about `n`. */
const incompressible = (n: number) => crypto.randomBytes(n);

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('check-widget-size', () => {
  it('passes small artifacts and prints their figures', () => {
    const { ok, lines } = checkWidgetSize(
      widgetDir({ 'widget.js': 'x'.repeat(100), 'embed-a.js': 'y', 'embed-a.css': 'z' }, manifest),
    );
    expect(ok).toBe(true);
    expect(lines.join('\n')).toMatch(/loader widget\.js .* KB gzip.*ok/);
    expect(lines.join('\n')).toMatch(/bundle .*embed-a\.js.*embed-a\.css.* ok/);
  });

  it('measures the loader in every language the server fills in, largest first', () => {
    expect(LOADER_TEXTS_SLOT).toBe(SLOT);
    const variants = loaderVariants(Buffer.from(`var T=${SLOT};`));
    expect(variants.map(([lang]) => lang).sort()).toEqual(['en', 'fr', 'ja', 'ko', 'zh-CN', 'zh-TW']);
    expect(variants[0][1]).toBeGreaterThanOrEqual(variants[variants.length - 1][1]);
  });

  it('fails when the loader is over its budget', () => {
    const dir = widgetDir(
      { 'widget.js': incompressible(BUDGETS.loader + 200), 'embed-a.js': 'y', 'embed-a.css': 'z' },
      manifest,
    );
    const { ok, lines } = checkWidgetSize(dir);
    expect(ok).toBe(false);
    expect(lines.join('\n')).toMatch(/loader.*OVER BUDGET/);
  });

  it('counts the bundle CSS too and fails above 25 KB gzip', () => {
    const half = incompressible(BUDGETS.bundle / 2 + 400);
    const { ok, lines } = checkWidgetSize(
      widgetDir({ 'widget.js': 'x', 'embed-a.js': half, 'embed-a.css': half }, manifest),
    );
    expect(ok).toBe(false);
    expect(lines.join('\n')).toMatch(/bundle.*OVER BUDGET/);
  });

  it('fails when the build output is missing', () => {
    expect(checkWidgetSize(widgetDir({})).ok).toBe(false);
    expect(checkWidgetSize(widgetDir({ 'widget.js': 'x' }, manifest)).ok).toBe(false);
  });
});
