import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrPngBuffer, qrPngDataUrl } from './qr.server';

function decode(png: Buffer): { text: string | null; width: number; center: number[] } {
  const img = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  // A point in the logo's blue corner area, up and left of the centre (the house itself is white).
  const off = Math.round(img.width * 0.06);
  const c = (img.width * (Math.floor(img.height / 2) - off) + Math.floor(img.width / 2) - off) << 2;
  return { text: code?.data ?? null, width: img.width, center: [img.data[c]!, img.data[c + 1]!, img.data[c + 2]!] };
}

describe('QR codes', () => {
  const url = 'http://localhost:3000/assistants/jane_1a2b3c4d5e6f7a8b9c0d';

  it('encodes the chat link at 800 px with the logo in the centre', async () => {
    const r = decode(await qrPngBuffer(url));
    expect(r.text).toBe(url);
    expect(r.width).toBe(800);
    // The logo's blue (#1f5f8b) sits in the middle, not a black or white module.
    expect(r.center[2]).toBeGreaterThan(r.center[0]! + 60);
  });

  it('renders the download at scale 6 and still decodes', async () => {
    const png = await qrPngBuffer(url, { scale: 6 });
    const r = decode(png);
    expect(r.text).toBe(url);
    expect(r.width % 6).toBe(0);
    expect(r.width).toBeLessThan(800);
  });

  it('gives a data URL for the page', async () => {
    const dataUrl = await qrPngDataUrl(url, { width: 400 });
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(decode(Buffer.from(dataUrl.split(',')[1]!, 'base64')).text).toBe(url);
  });
});
