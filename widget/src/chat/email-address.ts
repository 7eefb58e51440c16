// The one email address rule of the product, used by every form (portal, chat page, widget) and
// by the server: the browser's own <input type=email> rule (the WHATWG "valid email address"
// production), plus a dot in the domain ("Must include @ and a domain", docs/decisions.md). It
// refuses what a mail header could misread, such as "<img/src=x/onerror=alert(1)>@x.co".
// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address

export const EMAIL_MAX_LENGTH = 254;

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@${LABEL}(?:\\.${LABEL})+$`);

/** True for an address the browser's type=email accepts and that names a domain with a dot. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
