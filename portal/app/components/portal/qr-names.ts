// QR download file names (the spec): on the list page the part of the assistant name before "'s"
// plus "OHA-qr-code.png"; on the create success screen the first name plus a suffix plus
// "qr-code.png" (the suffix is our choice, see docs/decisions.md).
export const CREATE_QR_SUFFIX = '-OHA-';

export function createQrFileName(fName: string): string {
  return `${fName}${CREATE_QR_SUFFIX}qr-code.png`;
}

export function listQrFileName(displayName: string): string {
  return `${displayName}OHA-qr-code.png`;
}
