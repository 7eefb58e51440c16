// The agent's contact card as a vCard 4.0 (RFC 6350): name, phone, email, organisation, URL and a
// note. Values are escaped per the RFC and long lines folded, so address books read it back.

export interface VCardInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  email?: string | null;
  company?: string | null;
  website?: string | null;
  note?: string | null;
}

function esc(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');
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

/** A website without a scheme gets https:// (spec section 5). */
export function normaliseWebsite(url: string): string {
  const v = url.trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

export function buildVCard(c: VCardInput): string {
  const fn = `${c.firstName} ${c.lastName}`.trim();
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `N:${esc(c.lastName)};${esc(c.firstName)};;;`, `FN:${esc(fn)}`];
  if (c.phone?.trim()) lines.push(`TEL;TYPE=work,voice;VALUE=uri:tel:${c.phone.trim().replace(/[^\d+]/g, '')}`);
  if (c.email?.trim()) lines.push(`EMAIL;TYPE=work:${esc(c.email.trim())}`);
  if (c.company?.trim()) lines.push(`ORG:${esc(c.company.trim())}`);
  if (c.website?.trim()) lines.push(`URL:${normaliseWebsite(c.website)}`);
  if (c.note?.trim()) lines.push(`NOTE:${esc(c.note.trim())}`);
  lines.push('END:VCARD');
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function vcardFileName(firstName: string, lastName: string): string {
  const base = `${firstName}-${lastName}`.replace(/[^A-Za-z0-9-]+/g, '') || 'contact';
  return `${base}.vcf`;
}
