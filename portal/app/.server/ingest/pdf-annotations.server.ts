// Text a pdf page holds outside its content stream: what someone typed into a form field, and
// text boxes (FreeText annotations) placed on the page. pdf.js's getTextContent reads neither, so
// a filled form kept its labels and lost its values, and a page whose text is only in text boxes
// looked like a scan. Input: what pdf.js's `page.getAnnotations()` returns.

/** The fields of pdf.js annotation data this module reads (pdf.js types them as `any`). */
export interface PdfAnnotation {
  subtype?: string;
  annotationType?: number;
  fieldType?: string;
  fieldName?: string;
  fieldValue?: unknown;
  alternativeText?: string;
  radioButton?: boolean;
  checkBox?: boolean;
  password?: boolean;
  hidden?: boolean;
  contentsObj?: { str?: string };
  textContent?: string[];
  rect?: number[];
}

/**
 * The page's annotation text, one entry per line, in reading order (top to bottom, then left to
 * right). A field's tooltip (TU) names its value when it has one ("Asking price: 450,000"), since
 * the value alone sits apart from the label printed on the page.
 */
export function annotationText(annotations: readonly PdfAnnotation[]): string {
  const seenFields = new Set<string>();
  const lines: Array<{ top: number; left: number; text: string }> = [];
  for (const a of annotations) {
    if (a.hidden) continue;
    const text = a.subtype === 'Widget' ? fieldText(a, seenFields) : a.subtype === 'FreeText' ? freeText(a) : '';
    if (!text) continue;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = a.rect ?? [];
    lines.push({ top: Math.max(y1, y2), left: Math.min(x1, x2), text });
  }
  // pdf coordinates grow upwards: a larger top is higher on the page.
  lines.sort((p, q) => q.top - p.top || p.left - q.left);
  return lines.map((l) => l.text).join('\n');
}

function freeText(a: PdfAnnotation): string {
  const text = a.contentsObj?.str?.trim() || a.textContent?.join('\n').trim() || '';
  return text;
}

function fieldText(a: PdfAnnotation, seen: Set<string>): string {
  if (a.password || a.checkBox) return '';
  const value = fieldValue(a);
  if (!value) return '';
  // A field with widgets in several places (the same name on every page) is said once per page.
  const key = `${a.fieldName ?? ''}\u0000${value}`;
  if (seen.has(key)) return '';
  seen.add(key);
  const label = a.alternativeText?.trim();
  return label && label !== value ? `${label}: ${value}` : value;
}

function fieldValue(a: PdfAnnotation): string {
  const raw = a.fieldValue;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const text = values
    .map((v) => v.trim())
    .filter((v) => v && !(a.radioButton && v === 'Off'))
    .join(', ');
  return a.fieldType === 'Tx' || a.fieldType === 'Ch' || a.radioButton ? text : '';
}
