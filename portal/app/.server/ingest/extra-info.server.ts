// The generated "agent's notes" document of a listing: its name, latest status and the insider
// info the agent typed, indexed like any other document so answers can cite them. Hidden from
// file lists (its name carries the _listingExtraInfo_ND marker).
import { extraInfoFileName } from '../naming';

export interface ExtraInfoInput {
  listingName: string;
  listingStatus: string | null | undefined;
  insiderInfo: string | null | undefined;
}

export interface ExtraInfoDocument {
  fileName: string;
  text: string;
  bytes: Buffer;
}

const orNA = (v: string | null | undefined) => (v && v.trim() ? v.trim() : 'N/A');

export function buildExtraInfoDocument(input: ExtraInfoInput): ExtraInfoDocument {
  const name = input.listingName.trim();
  const text = [
    name,
    '='.repeat(Math.min(60, Math.max(3, name.length))),
    '',
    `Listing status: ${orNA(input.listingStatus)}`,
    '',
    `Insider property info: ${orNA(input.insiderInfo)}`,
    '',
  ].join('\n');
  return { fileName: extraInfoFileName(name), text, bytes: Buffer.from(text, 'utf8') };
}
