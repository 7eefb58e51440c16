import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retryAfterHeaders } from './retry-after';

const ROUTES = path.resolve('portal/app/routes');

describe('Retry-After on page routes', () => {
  it('passes the action’s Retry-After on', () => {
    const h = retryAfterHeaders({
      actionHeaders: new Headers({ 'Retry-After': '42', 'X-Other': '1' }),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect([...new Headers(h)]).toEqual([['retry-after', '42']]);
  });

  // Remix drops an action's headers (except Set-Cookie) from page routes without a headers
  // export, so a page that can answer 429 must have one.
  it('is exported by every page route that can answer 429', () => {
    const missing = fs
      .readdirSync(ROUTES)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .filter((f) => {
        const src = fs.readFileSync(path.join(ROUTES, f), 'utf8');
        const page = /export default function/.test(src);
        const can429 = /tooManyRequests|status: 429/.test(src);
        return page && can429 && !/export const headers = retryAfterHeaders/.test(src);
      });
    expect(missing).toEqual([]);
  });
});
