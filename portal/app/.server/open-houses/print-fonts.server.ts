// The print kit's fonts. Latin text (English, French, most names and addresses) is set in the PDF's
// built-in Helvetica, which nothing has to ship. Chinese, Japanese and Korean need a font of the
// server's: OHA_PDF_CJK_FONT (and OHA_PDF_CJK_FONT_BOLD) name one, else the Noto Sans CJK files of
// the usual Linux packages are looked for (Debian and Ubuntu: fonts-noto-cjk). Without one, the
// print kit offers the other languages only and says why (docs/open-houses.md). The PDF carries
// only the glyphs it uses (pdfkit subsets the font).
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import type { Lang } from '@i18n/languages';
import { ConfigError } from '../config.server';

export interface CjkFontFiles {
  regular: string;
  bold: string | null;
}

const SYSTEM_FONTS: CjkFontFiles[] = [
  // Debian, Ubuntu (fonts-noto-cjk)
  {
    regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  },
  // Fedora (google-noto-sans-cjk-fonts)
  {
    regular: '/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc',
    bold: '/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Bold.ttc',
  },
  // Arch (noto-fonts-cjk), Alpine (font-noto-cjk)
  {
    regular: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    bold: '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc',
  },
  { regular: '/usr/share/fonts/noto/NotoSansCJK-Regular.ttc', bold: '/usr/share/fonts/noto/NotoSansCJK-Bold.ttc' },
];

const readable = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The CJK font files to use; a named file that is not there is a configuration error. */
export function findCjkFonts(env: NodeJS.ProcessEnv = process.env): CjkFontFiles | null {
  const named = env.OHA_PDF_CJK_FONT?.trim();
  if (named) {
    const bold = env.OHA_PDF_CJK_FONT_BOLD?.trim() || null;
    for (const f of [named, bold]) {
      if (f && !readable(f)) throw new ConfigError(`the print kit's font ${f} (OHA_PDF_CJK_FONT) cannot be read`);
    }
    return { regular: named, bold };
  }
  const found = SYSTEM_FONTS.find((f) => readable(f.regular));
  return found ? { regular: found.regular, bold: found.bold && readable(found.bold) ? found.bold : null } : null;
}

/** The start-up log's line about the print kit. */
export function describePrintFonts(files: CjkFontFiles | null = findCjkFonts()): string {
  return files
    ? `print kit: Chinese, Japanese and Korean text in ${files.regular}`
    : 'print kit: no font for Chinese, Japanese or Korean on this server (install fonts-noto-cjk or set OHA_PDF_CJK_FONT); those print kits are not offered';
}

/** The face of a Noto Sans CJK collection that draws a language's forms of the shared characters. */
const REGION: Record<string, string> = { 'zh-CN': 'sc', 'zh-TW': 'tc', ja: 'jp', ko: 'kr' };

type AnyFont = ReturnType<typeof fontkit.create>;
export type Face = fontkit.Font;

function pickFace(font: AnyFont, lang: string, bold: boolean): Face {
  if (!('fonts' in font)) return font as Face;
  const fonts = (font as unknown as { fonts: Face[] }).fonts;
  const want = `NotoSansCJK${REGION[lang] ?? 'sc'}-${bold ? 'Bold' : 'Regular'}`;
  return fonts.find((f) => f.postscriptName === want) ?? fonts[0]!;
}

/** The CJK faces, opened once per process (a collection is about 20 MB) and kept. */
export class CjkFonts {
  private readonly opened = new Map<string, AnyFont>();
  private readonly faces = new Map<string, Face>();
  constructor(readonly files: CjkFontFiles) {}

  face(lang: Lang | string, bold: boolean): Face {
    const key = `${lang}:${bold}`;
    let face = this.faces.get(key);
    if (!face) {
      const file = (bold && this.files.bold) || this.files.regular;
      let font = this.opened.get(file);
      if (!font) {
        font = fontkit.create(fs.readFileSync(file));
        this.opened.set(file, font);
      }
      face = pickFace(font, lang, bold);
      this.faces.set(key, face);
    }
    return face;
  }
}

let shared: CjkFonts | null | undefined;
/** This process's CJK fonts, or null when the server has none. */
export function cjkFonts(): CjkFonts | null {
  if (shared === undefined) {
    const files = findCjkFonts();
    shared = files ? new CjkFonts(files) : null;
  }
  return shared;
}
