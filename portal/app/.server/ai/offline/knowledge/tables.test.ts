import { describe, expect, it } from 'vitest';
import { splitCells, tableReader, type TableItem } from './tables';

let id = 0;
const passage = (text: string, extra: Partial<TableItem> = {}): TableItem & { id: number } => ({
  id: ++id,
  kind: 'passage',
  text,
  context: '',
  fileName: 'roll.txt',
  isExtra: false,
  ...extra,
});

const read = (items: TableItem[]) => {
  const r = tableReader();
  for (const it of items) r.add(it);
  return r.done();
};

describe('tables', () => {
  it('splits cells on tabs, pipes and runs of spaces', () => {
    expect(splitCells('a\tb\t\tc')!.cells.map((c) => c.text)).toEqual(['a', 'b', '', 'c']);
    expect(splitCells('| a | b |')!.cells.map((c) => c.text)).toEqual(['a', 'b']);
    expect(splitCells('Unit 1    Main floor   $1,850')!.cells.map((c) => c.text)).toEqual([
      'Unit 1',
      'Main floor',
      '$1,850',
    ]);
    expect(splitCells('A plain sentence about the roof.')).toBeNull();
  });

  it('reads a header and its rows, cells under the columns they are aligned with', () => {
    const [t] = read([
      passage('Suite     Tenant      Rent      Lease ends'),
      passage('1         Ayala       $1,100    2026-01-31'),
      passage('2         Brook       $1,250    2025-09-30'),
      passage('Total                 $2,350'),
      passage('The boiler was replaced in 2019.'),
    ]);
    expect(t!.header).toEqual(['Suite', 'Tenant', 'Rent', 'Lease ends']);
    expect(t!.rows.map((r) => r.label)).toEqual(['Suite 1', 'Suite 2', 'Total']);
    expect(t!.rows[2]!.cells).toEqual(['Total', '', '$2,350', '']);
  });

  it('reads tab-separated rows with empty cells', () => {
    const [t] = read([passage('Year\tAssessed\tTaxes'), passage('2023\t\t$4,010'), passage('2024\t512000\t$4,220')]);
    expect(t!.rows.map((r) => r.cells)).toEqual([
      ['2023', '', '$4,010'],
      ['2024', '512000', '$4,220'],
    ]);
  });

  it('needs two rows, named columns and one document', () => {
    expect(read([passage('Rent\tDeposit'), passage('$900\t$900')])).toEqual([]);
    expect(read([passage('$1\t$2'), passage('$900\t$900'), passage('$800\t$800')])).toEqual([]);
    expect(read([passage('Unit\tRent'), passage('1\t$900'), passage('2\t$950', { fileName: 'other.txt' })])).toEqual(
      [],
    );
  });
});
