// Prints the gzip size of the built widget and fails above the budget (run by `npm run build`).
//   loader (widget.js)                          at most 2.5 KB gzip in every language: the server
//                                               fills its texts in (widget/src/embed/loader-texts.ts),
//                                               so each language's variant is measured
//   widget bundle (the /embed app: JS + CSS)     at most 25 KB gzip
// The bundle's files come from the Vite manifest, so a renamed or split output is still counted;
// missing files fail the check instead of passing silently.
// Usage: node scripts/check-widget-size.mjs [widgetDir]   (default ${BUILD_DIR:-build}/widget)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = { loader: 2.5 * 1024, bundle: 25 * 1024 };
export const APP_ENTRY = 'widget/src/embed/main.tsx';
/** The same placeholder as widget/src/embed/loader-texts.ts (a unit test keeps them equal). */
export const LOADER_TEXTS_SLOT = '__OHA_LOADER_TEXTS__';
const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../i18n/locales');

const gzip = (data) => zlib.gzipSync(data, { level: 9 }).length;
const gzipSize = (file) => gzip(fs.readFileSync(file));

/**
 * The loader as served in each language, largest first.
 * @param {Buffer} source the built widget.js
 * @returns {Array<[string, number]>} [language, gzip bytes]
 */
export function loaderVariants(source, localesDir = LOCALES) {
  const at = source.indexOf(LOADER_TEXTS_SLOT);
  if (at < 0) return [['(no texts placeholder)', gzip(source)]];
  return fs
    .readdirSync(localesDir)
    .filter((lang) => fs.existsSync(path.join(localesDir, lang, 'loader.json')))
    .map((lang) => {
      const texts = JSON.stringify(JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'loader.json'), 'utf8')));
      const body = Buffer.concat([
        source.subarray(0, at),
        Buffer.from(texts),
        source.subarray(at + LOADER_TEXTS_SLOT.length),
      ]);
      return /** @type {[string, number]} */ ([lang, gzip(body)]);
    })
    .sort((a, b) => b[1] - a[1]);
}
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

/** The entry's JS, its static imports and every CSS file they pull in, from the Vite manifest. */
export function bundleFiles(manifest, entryKey = APP_ENTRY) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(entryKey);
  return [...files];
}

/** Returns the report lines and whether everything is within budget. */
export function checkWidgetSize(dir) {
  const lines = [];
  let ok = true;
  const fail = (msg) => {
    ok = false;
    lines.push(`widget size: ${msg}`);
  };

  const loader = path.join(dir, 'widget.js');
  if (!fs.existsSync(loader)) fail(`missing ${loader} (run: vite build -c vite.config.widget.ts)`);
  else {
    const variants = loaderVariants(fs.readFileSync(loader));
    const [lang, gz] = variants[0];
    const within = gz <= BUDGETS.loader;
    if (!within) ok = false;
    lines.push(
      `widget size: loader widget.js ${kb(gz)} gzip (${gz} B, ${lang}, the largest language; ` +
        `${variants.map(([l, n]) => `${l} ${n}`).join(', ')}; budget ${kb(BUDGETS.loader)}) ${within ? 'ok' : 'OVER BUDGET'}`,
    );
  }

  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) fail(`missing ${manifestFile}`);
  else {
    let files = [];
    try {
      files = bundleFiles(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    } catch (err) {
      fail(`bad manifest: ${err.message}`);
    }
    let total = 0;
    const parts = [];
    for (const f of files) {
      const full = path.join(dir, f);
      if (!fs.existsSync(full)) {
        fail(`missing ${full}`);
        continue;
      }
      const gz = gzipSize(full);
      total += gz;
      parts.push(`${f} ${kb(gz)}`);
    }
    if (files.length && !files.some((f) => f.endsWith('.js'))) fail('the bundle has no JavaScript file');
    if (parts.length) {
      const within = total <= BUDGETS.bundle;
      if (!within) ok = false;
      lines.push(
        `widget size: bundle ${kb(total)} gzip (${parts.join(' + ')}; budget ${kb(BUDGETS.bundle)}) ${within ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  }
  return { ok, lines };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'build', 'widget'));
  const { ok, lines } = checkWidgetSize(dir);
  for (const l of lines) (ok ? console.log : console.error)(l);
  process.exit(ok ? 0 : 1);
}
