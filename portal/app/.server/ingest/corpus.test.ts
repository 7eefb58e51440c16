// Every file of the kept corpus (fixtures/corpus/, public test files of pdf.js, pypdf, mammoth,
// Apache POI and Apache Tika: see SOURCES.md) through the real ingestion: the upload's content
// check, then reading, chunking and fact extraction in the worker pool, under its time limit and
// memory cap. Each ends as expected: ready with some of its text, or refused with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileExtension } from '~/validation/files';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { kindForUpload, otherDocumentProgram } from './detect.server';
import { ExtractPool, extractWorkerScript } from './extract-pool.server';

const CORPUS = path.join(__dirname, 'fixtures', 'corpus');
const R = FILE_FAILURE_REASONS;

type Expected = { text: string[]; pages?: number } | { reason: string };

const EXPECTED: Record<string, Expected> = {
  // pdf.js: bytes before the header, or none at all
  'pdfjs/bug1606566.pdf': { text: ['Bug 1606566'] },
  'pdfjs/issue6069.pdf': { text: ['junk before magic header'] },
  // pdf.js: text only in text boxes and form fields; a filled form keeps its values
  'pdfjs/freetexts.pdf': { text: ['Hello World from Acrobat', 'Hello World from Okular'] },
  'pdfjs/annotation-tx.pdf': { text: ['tx annotation'] },
  'pdfjs/issue17492.pdf': { text: ['First name:', 'Lucía', 'Garzas', 'Spain', 'UX Designer'] },
  // pdf.js, pypdf: glyph codes and a bad OCR layer, refused rather than indexed
  'pdfjs/bug1146106.pdf': { reason: R.garbled },
  'pdfjs/issue11242_reduced.pdf': { reason: R.garbled },
  'pdfjs/font_ascent_descent.pdf': { reason: R.garbled },
  'pypdf/issue-301.pdf': { reason: R.garbled },
  // pdf.js: control characters removed; dot leaders, CJK and a grid of labels are text
  'pdfjs/TAMReview.pdf': { text: ['Technology Acceptance Model'], pages: 23 },
  'pdfjs/issue14847.pdf': { text: ['Inhaltsverzeichnis'], pages: 6 },
  'pdfjs/XiaoBiaoSong.pdf': { text: ['关于红军作战的原则'] },
  'pdfjs/issue269_2.pdf': { text: ['a1', 'h8'] },
  // POI: a docx with 12 MB of document XML, read without mammoth's tree (it outgrew the heap cap)
  'poi/bug65649.docx': { text: ['Комитет по информатизации и связи'] },
  // mammoth: text only in notes; a document of one picture
  'mammoth/footnotes.docx': { text: ['Ouch', 'A tachyon walks into a bar.'] },
  'mammoth/endnotes.docx': { text: ['A tachyon walks into a bar.'] },
  'mammoth/tiny-picture.docx': { reason: R.noTextInDocument },
  // Tika, POI: all the text in altChunk parts (HTML, a web archive), which mammoth ignores
  'tika/testAltChunkHTML.docx': { text: ['Simple paragraph with a emphasized word.', 'ROW 2'] },
  'tika/testAltChunkMHT.docx': { text: ['Simple paragraph with a emphasized word.', 'Red PNG dot; ROW 2'] },
  'poi/stress012.docx': { text: ['Miljöbilaga Terminalglasögon', 'Anbudsgivarens namn:'] },
  // POI: Word 6.0 and Word 95 (English, Russian, a fast-saved East Asian edition), embedded documents
  'poi/Word6.doc': { text: ['The quick brown fox jumps over the lazy dog'] },
  'poi/Word95.doc': { text: ['Paragraph 3. Has some RED text and some BLUE BOLD text in it.'] },
  'poi/Bug50955.doc': { text: ['Пол АНДЕРСОН'] },
  'poi/word95err.doc': { text: ['Компания Аскат'] },
  'poi/Bug51944.doc': { text: ['Post and Fax', 'also maintain', 'which are available for'] },
  'poi/Bug47731.doc': { text: ['Panchara Patta', 'Raw rice 250 gm'] },
  'poi/word2.doc': { text: ['Member of 3GPP (ARIB)', 'Organisation partner representative (ETSI)'] },
  // Tika: Word 2003 XML saved as .doc
  'tika/testWORDML_tableInsideParagraph.doc': { text: ['First Page', 'Some Data', 'tic-tac-toe'] },
  // POI: stream names in lower case
  'poi/47950_lower.doc': { text: ['This is a sample Word document'] },
  // POI: a fuzzed Word 97 file word-extractor stops on: read from its piece table
  'poi/clusterfuzz-testcase-minimized-POIHWPFFuzzer-6610789829836800.doc': {
    text: ["L'incapacité de travail après une hysterectomie", 'Questionnaire rempli par le médecin conseil'],
  },
  // Tika: plain text saved as .doc is read as text; a WordPerfect file named .doc is named as such
  'tika/file2_attachANotB.doc': { text: ['Licensed under the Apache License', 'dummy source file'] },
  'tika/testWordPerfect_42.doc': { reason: 'WordPerfect' },
  // Tika: RTF files under a .doc name (as WordPad users save them), in fonts of other code pages
  'tika/testRTFJapanese.doc': { text: ['ゾルゲと尾崎、淡々と最期'] },
  'tika/testRTFWord2010CzechCharacters.doc': { text: ['Článek týdne', 'Svitky od Mrtvého moře'] },
  // POI, Tika: password-protected Word files of each kind; a docx cut short
  'poi/PasswordProtected.doc': { reason: R.encrypted },
  'poi/password_password_cryptoapi.doc': { reason: R.encrypted },
  'poi/bug53475-password-is-pass.docx': { reason: R.encrypted },
  'tika/testWORD_protected_passtika.doc': { reason: R.encrypted },
  'tika/testWORD_protected_passtika.docx': { reason: R.encrypted },
  'poi/bug53475-password-is-solrcell.docx': { reason: R.encrypted },
  'poi/truncated62886.docx': { reason: R.damaged },
  'tika/testWORD_truncated.docx': { reason: R.damaged },
};

const keptFiles = () =>
  fs
    .readdirSync(CORPUS, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'SOURCES.md')
    .map((e) => path.relative(CORPUS, path.join(e.parentPath, e.name)))
    .sort();

let pool: ExtractPool;
beforeAll(() => {
  // A generous limit: on a loaded machine (load average 20) the largest file took 27 s, 0.5 s quiet;
  // no kept file is expected to time out.
  pool = new ExtractPool({ ...extractWorkerScript(), size: 2, timeoutMs: 150_000 });
});
afterAll(async () => {
  await pool.close();
}, 60_000);

// Two workers boot tsx and the readers first: slow when the machine's two cores are shared.
describe('the kept corpus through the real ingestion', { timeout: 300_000 }, () => {
  it('lists an expected outcome for every kept file, and keeps the corpus under 20 MB', () => {
    expect(keptFiles()).toEqual(Object.keys(EXPECTED).sort());
    const bytes = keptFiles().reduce((n, f) => n + fs.statSync(path.join(CORPUS, f)).size, 0);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('ends each file as expected: ready with its text, or refused with its reason', async () => {
    const outcomes = await Promise.all(
      Object.keys(EXPECTED).map(async (file) => {
        const bytes = fs.readFileSync(path.join(CORPUS, file));
        const kind = kindForUpload(fileExtension(file), bytes);
        if (!kind) return [file, { reason: otherDocumentProgram(bytes) ?? R.invalidFormat }] as const;
        const r = await pool.read(bytes, kind, { fileName: path.basename(file), isExtraInfo: false });
        if (!r.ok) return [file, { reason: r.reason }] as const;
        expect(r.chunks.length, file).toBeGreaterThan(0);
        return [file, { text: r.chunks.map((c) => c.text).join('\n'), pages: r.pageCount }] as const;
      }),
    );
    for (const [file, outcome] of outcomes) {
      const expected = EXPECTED[file]!;
      if ('reason' in expected) {
        expect(outcome, file).toEqual({ reason: expected.reason });
        continue;
      }
      if (!('text' in outcome)) throw new Error(`${file}: refused (${outcome.reason})`);
      for (const t of expected.text) expect(outcome.text, file).toContain(t);
      // No control characters reach the index (tabs and newlines are kept).
      // eslint-disable-next-line no-control-regex
      expect(outcome.text, file).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      if (expected.pages) expect(outcome.pages, file).toBe(expected.pages);
    }
  });
});
