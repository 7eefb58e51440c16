// Word 2003 XML ("WordML", saved by Word 2003 as .doc or .xml): one XML file holding the document.
// Its text is in <w:t> elements; paragraphs, breaks, tabs and table cells give the layout.

const WORDML_MARK = /<w:wordDocument[\s>]|progid="Word\.Document"/;

/** A Word 2003 XML document: an XML declaration, then its root or processing instruction early on. */
export function isWordXml(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') && WORDML_MARK.test(head);
}

const TOKEN =
  /<w:t(?:\s[^>]*)?>((?:<!\[CDATA\[[\s\S]*?\]\]>|[^<])*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^>]*)?\/>|<\/w:p>|<\/w:tc>/g;
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(ENTITY, (_m, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** An element's text: entities decoded, CDATA sections taken as they are. */
function textOf(content: string): string {
  return content
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : unescapeXml(part)))
    .join('');
}

export function wordXmlText(bytes: Buffer): string {
  const xml = bytes.toString('utf8');
  let out = '';
  for (const m of xml.matchAll(TOKEN)) {
    if (m[1] !== undefined) out += textOf(m[1]);
    else if (m[0] === '<w:tab/>') out += '\t';
    else if (m[0] === '</w:tc>') out += '\t';
    else out += '\n';
  }
  return out;
}
