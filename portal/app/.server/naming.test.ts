import { describe, expect, it } from 'vitest';
import {
  assistantPathname,
  displayName,
  extraInfoFileName,
  fileNameWithoutExtension,
  isExtraInfoFileName,
  knowledgeBaseName,
  ohaName,
  safeFileName,
} from './naming';

describe('naming rules', () => {
  it('builds the path name from the lowercased first name and 20 characters of a uuid', () => {
    expect(assistantPathname('Mary-Ann', '123e4567-e89b-12d3-a456-426614174000')).toBe('mary-ann_12d3a456426614174000');
    const p = assistantPathname('Jane');
    expect(p).toMatch(/^jane_[0-9a-f]{20}$/);
    expect(assistantPathname('Jane')).not.toBe(p);
  });

  it('takes the last 20 characters of the hyphen-free uuid', () => {
    // 32 hex chars without hyphens; the last 20 start after the 12th.
    expect(assistantPathname('Bo', 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee')).toBe('bo_ccccddddeeeeeeeeeeee');
  });

  it('names the assistant "{first name}\'s Assistant" and displays the part before \'s', () => {
    expect(ohaName('Jane')).toBe("Jane's Assistant");
    expect(displayName("Jane's Assistant")).toBe('Jane');
    expect(displayName('Plain')).toBe('Plain');
  });

  it('names the knowledge base {fName}{lName}_VS', () => {
    expect(knowledgeBaseName('Jane', 'Doe-Smith')).toBe('JaneDoe-Smith_VS');
  });

  it('names the extra-info document with hyphens', () => {
    expect(extraInfoFileName('123  Main St, Vancouver')).toBe('123-Main-St,-Vancouver_listingExtraInfo_ND.doc');
    expect(isExtraInfoFileName('123-Main-St_listingExtraInfo_ND.doc')).toBe(true);
    expect(isExtraInfoFileName('brochure.pdf')).toBe(false);
  });

  it('strips the extension and makes names safe for the disk', () => {
    expect(fileNameWithoutExtension('Feature Sheet.v2.pdf')).toBe('Feature Sheet.v2');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\evil.txt')).toBe('evil.txt');
    expect(safeFileName('a\u0000b?.pdf')).toBe('a_b_.pdf');
    expect(safeFileName('...')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(long.length).toBe(120);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
