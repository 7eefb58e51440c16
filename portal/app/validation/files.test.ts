import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, fileExtension, maxFileBytes, validateFileBatch } from './files';

const MB = 1024 * 1024;

describe('validateFileBatch', () => {
  it('accepts up to five allowed files within the size limit', () => {
    expect(
      validateFileBatch([
        { name: 'a.pdf', size: 1 },
        { name: 'b.DOCX', size: 2 },
        { name: 'c.Doc', size: 3 },
        { name: 'd.TXT', size: 4 },
        { name: 'e.pdf', size: 15 * MB },
      ]),
    ).toBeNull();
  });

  it('rejects a sixth file first, with the spec text', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `x${i}.exe`, size: 100 * MB }));
    expect(validateFileBatch(six)).toBe('Oops! You can upload up to 5 files at a time. Please try again.');
  });

  it('rejects a wrong extension before a size problem', () => {
    expect(
      validateFileBatch([
        { name: 'big.pdf', size: 100 * MB },
        { name: 'photo.png', size: 1 },
      ]),
    ).toBe('Oops! The file (photo.png) has an invalid format. Please upload a pdf, doc, docx, or txt file.');
    expect(validateFileBatch([{ name: 'noext', size: 1 }])).toContain('(noext) has an invalid format');
    expect(validateFileBatch([{ name: 'pdf', size: 1 }])).toContain('(pdf) has an invalid format');
  });

  it('applies the 10 % tolerance to the 15 MB limit', () => {
    expect(validateFileBatch([{ name: 'ok.pdf', size: maxFileBytes() }])).toBeNull();
    expect(validateFileBatch([{ name: 'big.pdf', size: maxFileBytes() + 1 }])).toBe(
      'Oops! The file (big.pdf) is too large. Please select a file smaller than 15 MB.',
    );
    expect(maxFileBytes()).toBe(Math.floor(16.5 * MB));
  });

  it('honours custom limits', () => {
    expect(
      validateFileBatch(
        [
          { name: 'a.txt', size: 1 },
          { name: 'b.txt', size: 1 },
        ],
        { ...FILE_LIMITS, maxFiles: 1 },
      ),
    ).toBe('Oops! You can upload up to 1 files at a time. Please try again.');
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('.bashrc')).toBe('');
  });
});

describe('empty files', () => {
  it('names an empty file after the spec checks', () => {
    expect(validateFileBatch([{ name: 'notes.txt', size: 0 }])).toBe('The file (notes.txt) is empty.');
    expect(
      validateFileBatch([
        { name: 'a.pdf', size: 10 },
        { name: 'b.docx', size: 0 },
      ]),
    ).toBe('The file (b.docx) is empty.');
    expect(validateFileBatch([{ name: 'run.exe', size: 0 }])).toContain('invalid format');
  });
});
