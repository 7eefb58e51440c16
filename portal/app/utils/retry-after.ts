// With single fetch, Remix copies only Set-Cookie from an action's headers onto the response,
// unless the route exports `headers`. Routes whose action can answer 429 export this one, so
// the browser (and any client) gets the Retry-After that goes with it, on the HTML page and on
// the .data request alike.
import type { HeadersFunction } from '@remix-run/node';

export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const value =
    actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After');
  if (value) headers.set('Retry-After', value);
  return headers;
};
