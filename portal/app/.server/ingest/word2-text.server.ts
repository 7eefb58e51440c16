// Word for Windows 1.x and 2.0 files (no compound file: the header starts with DB A5 or 9B A5).
// A file saved in full keeps its text as one run from fcMin, ccpText characters of the code page of
// its language; a fast-saved one (fComplex) needs its piece table, which this reader does not
// follow: it stays refused as an older Word version.
import { textEncoding, wordMarksToText } from './word-binary.server';

const F_COMPLEX = 0x0004;
const FIB = { lid: 0x06, flags: 0x0a, fcMin: 0x18, fcMac: 0x1c, ccpText: 0x34 };

/** The text of a Word 1/2 file saved in full, or null (fast-saved, or its header does not add up). */
export function word2Text(bytes: Buffer): string | null {
  if (bytes.length < FIB.ccpText + 4) return null;
  if (bytes.readUInt16LE(FIB.flags) & F_COMPLEX) return null;
  const fcMin = bytes.readUInt32LE(FIB.fcMin);
  const fcMac = bytes.readUInt32LE(FIB.fcMac);
  const ccpText = bytes.readUInt32LE(FIB.ccpText);
  if (fcMin < 0x20 || fcMac <= fcMin || fcMac > bytes.length) return null;
  const end = ccpText > 0 && fcMin + ccpText <= fcMac ? fcMin + ccpText : fcMac;
  const encoding = textEncoding(bytes.readUInt16LE(FIB.lid), 0);
  const text = new TextDecoder(encoding).decode(bytes.subarray(fcMin, end));
  return wordMarksToText(text.replace(/\r\n/g, '\r'));
}
