// QR codes for an assistant's chat link: error correction H, the product logo in the centre
// (H tolerates ~30 % damage; the logo covers about 4 % of the symbol), 800 px by default.
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { QR_LOGO_PNG_BASE64 } from './qr-logo.server';

export interface QrOptions {
  /** Total image width in pixels (default 800). Ignored when `scale` is given. */
  width?: number;
  /** Pixels per module (the download uses 6). */
  scale?: number;
}

const MARGIN = 2; // modules of quiet zone
/** Logo width as a share of the symbol width (without the quiet zone). */
const LOGO_SHARE = 0.2;

let logo: PNG | undefined;
function logoPng(): PNG {
  logo ??= PNG.sync.read(Buffer.from(QR_LOGO_PNG_BASE64, 'base64'));
  return logo;
}

export async function qrPngBuffer(text: string, opts: QrOptions = {}): Promise<Buffer> {
  const qrOpts = {
    errorCorrectionLevel: 'H' as const,
    margin: MARGIN,
    color: { dark: '#000000ff', light: '#ffffffff' },
    ...(opts.scale ? { scale: opts.scale } : { width: opts.width ?? 800 }),
  };
  const raw = await QRCode.toBuffer(text, { ...qrOpts, type: 'png' });
  const img = PNG.sync.read(raw);
  const modules = QRCode.create(text, { errorCorrectionLevel: 'H' }).modules.size;
  const perModule = img.width / (modules + 2 * MARGIN);
  const symbolWidth = perModule * modules;
  composite(img, logoPng(), Math.round(symbolWidth * LOGO_SHARE));
  return PNG.sync.write(img);
}

export async function qrPngDataUrl(text: string, opts: QrOptions = {}): Promise<string> {
  return `data:image/png;base64,${(await qrPngBuffer(text, opts)).toString('base64')}`;
}

/** Draws `src` resized to `size` px, on a white pad, in the centre of `dst`. */
function composite(dst: PNG, src: PNG, size: number): void {
  if (size < 8) return;
  const pad = Math.max(2, Math.round(size * 0.08));
  const padded = size + 2 * pad;
  const x0 = Math.round((dst.width - padded) / 2);
  const y0 = Math.round((dst.height - padded) / 2);
  for (let y = 0; y < padded; y++) {
    for (let x = 0; x < padded; x++) setPixel(dst, x0 + x, y0 + y, [255, 255, 255, 255]);
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = sample(src, ((x + 0.5) * src.width) / size - 0.5, ((y + 0.5) * src.height) / size - 0.5);
      const dx = x0 + pad + x;
      const dy = y0 + pad + y;
      const i = (dst.width * dy + dx) << 2;
      const alpha = a / 255;
      dst.data[i] = Math.round(r * alpha + dst.data[i]! * (1 - alpha));
      dst.data[i + 1] = Math.round(g * alpha + dst.data[i + 1]! * (1 - alpha));
      dst.data[i + 2] = Math.round(b * alpha + dst.data[i + 2]! * (1 - alpha));
      dst.data[i + 3] = 255;
    }
  }
}

function setPixel(img: PNG, x: number, y: number, rgba: [number, number, number, number]): void {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
  const i = (img.width * y + x) << 2;
  img.data[i] = rgba[0];
  img.data[i + 1] = rgba[1];
  img.data[i + 2] = rgba[2];
  img.data[i + 3] = rgba[3];
}

/** Bilinear sample with premultiplied alpha (no dark fringes at transparent edges). */
function sample(img: PNG, fx: number, fy: number): [number, number, number, number] {
  const x = Math.min(Math.max(fx, 0), img.width - 1);
  const y = Math.min(Math.max(fy, 0), img.height - 1);
  const x1 = Math.floor(x);
  const y1 = Math.floor(y);
  const x2 = Math.min(x1 + 1, img.width - 1);
  const y2 = Math.min(y1 + 1, img.height - 1);
  const tx = x - x1;
  const ty = y - y1;
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  for (const [px, py, w] of [
    [x1, y1, (1 - tx) * (1 - ty)],
    [x2, y1, tx * (1 - ty)],
    [x1, y2, (1 - tx) * ty],
    [x2, y2, tx * ty],
  ] as const) {
    const i = (img.width * py + px) << 2;
    const pa = img.data[i + 3]! / 255;
    r += img.data[i]! * pa * w;
    g += img.data[i + 1]! * pa * w;
    b += img.data[i + 2]! * pa * w;
    a += pa * w;
  }
  if (a === 0) return [0, 0, 0, 0];
  return [r / a, g / a, b / a, a * 255];
}
