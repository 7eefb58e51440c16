// The spec's naming rules for assistants, knowledge bases and generated documents.
// Pure functions (no server state), so both the repos and their tests use them directly.
import crypto from 'node:crypto';

/** Lowercased first name + '_' + the last 20 characters of a random UUID without hyphens. */
export function assistantPathname(fName: string, uuid: string = crypto.randomUUID()): string {
  return `${fName.toLowerCase()}_${uuid.replace(/-/g, '').slice(-20)}`;
}

export function ohaName(fName: string): string {
  return `${fName}'s Assistant`;
}

/** The part of the assistant name before "'s" (what the screens display). */
export function displayName(name: string): string {
  const i = name.indexOf("'s");
  return i >= 0 ? name.slice(0, i) : name;
}

/** The knowledge base (the spec's vector store) of an agent's assistant. */
export function knowledgeBaseName(fName: string, lName: string): string {
  return `${fName}${lName}_VS`;
}

export const EXTRA_INFO_MARKER = '_listingExtraInfo_ND';

/** `{listing name with hyphens}_listingExtraInfo_ND.doc` */
export function extraInfoFileName(listingName: string): string {
  const hyphenated = listingName.trim().replace(/\s+/g, '-');
  return `${hyphenated}${EXTRA_INFO_MARKER}.doc`;
}

export function isExtraInfoFileName(name: string): boolean {
  return name.includes(EXTRA_INFO_MARKER);
}

/** The file name without its last extension (the knowledge-base attribute `fileName`). */
export function fileNameWithoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * A name safe to use as one path segment on any file system: no separators, no control
 * characters, no leading dots, at most 120 characters (keeping the extension).
 */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC');
  let clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  if (!clean) clean = 'file';
  if (clean.length > 120) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 8 ? clean.slice(dot) : '';
    clean = clean.slice(0, 120 - ext.length) + ext;
  }
  return clean;
}

/** The chat page of an assistant. */
export function chatUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/assistants/${pathname}`;
}
