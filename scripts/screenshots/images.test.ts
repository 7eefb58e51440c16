// The README's screenshots (made by `npm run screenshots`) are there, are WebP, stay small, and the
// README shows them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMAGES, MAX_IMAGE_BYTES } from './images';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe.each(Object.values(IMAGES))('%s', (file) => {
  it(`exists, is a WebP image and is under ${MAX_IMAGE_BYTES / 1024} KB`, () => {
    const bytes = fs.readFileSync(path.join(ROOT, file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('is shown in the README', () => {
    expect(readme).toContain(`src="${file}"`);
  });
});
