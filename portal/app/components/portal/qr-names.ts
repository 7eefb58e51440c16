// QR download file names (the spec): on the list page the part of the assistant name before "'s"
// plus "OHA-qr-code.png"; on the create success screen the first name plus a suffix plus
// "qr-code.png" (the suffix is our choice, see docs/decisions.md). A code printed for a channel
// (?src=sign) names it: "JaneOHA-qr-code-for-sale-sign.png".
import { channelSlug, type LeadSource } from '~/validation/lead-source';

export const CREATE_QR_SUFFIX = '-OHA-';

export function createQrFileName(fName: string): string {
  return `${fName}${CREATE_QR_SUFFIX}qr-code.png`;
}

export function listQrFileName(displayName: string, source: LeadSource = 'link'): string {
  return source === 'link' ? `${displayName}OHA-qr-code.png` : `${displayName}OHA-qr-code-${channelSlug(source)}.png`;
}
