// The agent's contact card as a vCard 4.0 (RFC 6350): name, phone, email, organisation, URL and a
// note. Values are escaped per the RFC and long lines folded, so address books read it back and
// no value (the agent types all of them) can add a property of its own.
import { normalizeWebsite, websiteUrl } from '~/validation/website';

export interface VCardInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  email?: string | null;
  company?: string | null;
  website?: string | null;
  note?: string | null;
}

/**
 * A TEXT value escaped per RFC 6350 §3.4: backslash, comma and semicolon get a backslash, and
 * every line break (CRLF, a bare LF or a bare CR) becomes "\n", so no value can start a new
 * property. Other control characters have no place in a contact card and are dropped.
 */
export function escapeText(v: string): string {
  return v
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** Folds at 75 octets (RFC 6350 §3.2); continuation lines start with one space. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > 75) {
      out.push(current);
      current = ' ';
      bytes = 1;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n');
}

/**
 * The URL property: only an http(s) address (websiteUrl), with "," and ";" percent-encoded so
 * the value needs no escaping whichever way a reader treats it. Anything else is left out.
 */
export function vcardUrl(website: string | null | undefined): string | null {
  // Checked by the URL parser, written as the agent typed it (no added trailing slash).
  if (!websiteUrl(website)) return null;
  return normalizeWebsite(website)!.replace(/,/g, '%2C').replace(/;/g, '%3B');
}

export function buildVCard(c: VCardInput): string {
  const fn = `${c.firstName} ${c.lastName}`.trim();
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `N:${escapeText(c.lastName)};${escapeText(c.firstName)};;;`,
    `FN:${escapeText(fn)}`,
  ];
  if (c.phone?.trim()) lines.push(`TEL;TYPE=work,voice;VALUE=uri:tel:${c.phone.trim().replace(/[^\d+]/g, '')}`);
  if (c.email?.trim()) lines.push(`EMAIL;TYPE=work:${escapeText(c.email.trim())}`);
  if (c.company?.trim()) lines.push(`ORG:${escapeText(c.company.trim())}`);
  const url = vcardUrl(c.website);
  if (url) lines.push(`URL:${url}`);
  if (c.note?.trim()) lines.push(`NOTE:${escapeText(c.note.trim())}`);
  lines.push('END:VCARD');
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function vcardFileName(firstName: string, lastName: string): string {
  const base = `${firstName}-${lastName}`.replace(/[^A-Za-z0-9-]+/g, '') || 'contact';
  return `${base}.vcf`;
}

/** What an assistant's public card says about its agent (the chat's "Save Contact" and a follow-up's attachment). */
export interface AgentCardInput {
  agentName: string;
  ohaName: string;
  publicPhone: string;
  publicEmail: string;
  companyName: string | null;
  realtorWebsite: string | null;
  listingNames: string[];
}

export function agentCard(a: AgentCardInput): { card: string; fileName: string } {
  const [firstName = '', ...rest] = a.agentName.split(' ');
  const lastName = rest.join(' ');
  const card = buildVCard({
    firstName,
    lastName,
    phone: a.publicPhone,
    email: a.publicEmail,
    company: a.companyName,
    website: a.realtorWebsite,
    note: `${a.ohaName} — ${a.listingNames.join('; ') || 'Open House Assistant'}`,
  });
  return { card, fileName: vcardFileName(firstName, lastName) };
}
