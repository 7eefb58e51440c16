// The tables of a listing's documents, recognised when its knowledge is built (never per question):
// a header line of two or more named columns (cells split by tabs, pipes or runs of spaces)
// followed by rows of the same shape ("Unit 2 | Upper | $1,725 | 2026-06-30"). A question asking a
// value for each row ("each unit's rent", "the taxes each year") quotes one column of every row
// with the row's label (answering/rows.ts).
/** What a table is read from: a knowledge item (items.ts), or anything of its shape. */
export interface TableItem {
  kind: 'fact' | 'passage';
  text: string;
  context: string;
  fileName: string;
  isExtra: boolean;
}

export interface TableRow<T extends TableItem = TableItem> {
  item: T;
  /** The row's name: its first cell, with the first column's name before a bare number ("Unit 2"). */
  label: string;
  /** One cell per header column ('' where the row leaves it empty). */
  cells: string[];
}

export interface Table<T extends TableItem = TableItem> {
  header: string[];
  rows: TableRow<T>[];
  /** The heading the table sits under and its header line ("PROPERTY TAXES / Year Amount"). */
  title: string;
}

/** Rows a table needs to be one (a header and a single line is a labelled value). */
export const MIN_ROWS = 2;
/** A header cell is a column name, not a sentence. */
const MAX_HEADER_CELL = 40;

interface Cell {
  text: string;
  start: number;
}

/** A line's cells and where each starts, or null when the line is not split into two or more. */
export function splitCells(text: string): { cells: Cell[]; aligned: boolean } | null {
  let cells: Cell[];
  let aligned = false;
  if (text.includes('\t')) {
    let at = 0;
    cells = text.split('\t').map((t) => {
      const c = { text: t.trim(), start: at };
      at += t.length + 1;
      return c;
    });
  } else if (/\S\s*\|\s*\S/.test(text)) {
    cells = text
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|')
      .map((t) => ({ text: t.trim(), start: 0 }));
  } else {
    // Columns aligned with spaces: where each cell starts says which column it is under.
    aligned = true;
    cells = [...text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], start: m.index! }));
  }
  return cells.filter((c) => c.text).length >= 2 ? { cells, aligned } : null;
}

const isHeader = (cells: Cell[]) => {
  const named = cells.filter((c) => c.text);
  return (
    named.length >= 2 &&
    named.every((c) => c.text.length <= MAX_HEADER_CELL && /\p{L}/u.test(c.text)) &&
    named.filter((c) => /\d/.test(c.text)).length <= 1
  );
};

/** A row's cells placed under the header's columns. */
function place(header: Cell[], row: { cells: Cell[]; aligned: boolean }): string[] | null {
  const out = header.map(() => '');
  if (!row.aligned) {
    if (row.cells.length < header.length - 1 || row.cells.length > header.length) return null;
    row.cells.forEach((c, i) => (out[i] = c.text));
    return out;
  }
  // Under the last column starting at or before the cell (two characters of slack), never twice.
  let last = -1;
  for (const c of row.cells) {
    let col = 0;
    for (let j = 0; j < header.length; j++) if (header[j]!.start <= c.start + 2) col = j;
    if (col <= last) col = last + 1;
    if (col >= header.length) return null;
    out[col] = c.text;
    last = col;
  }
  return out;
}

/** Reads a listing's items in document order and keeps the tables among them. */
export function tableReader<T extends TableItem>() {
  const tables: Table<T>[] = [];
  let header: Cell[] | null = null;
  let headerItem: T | null = null;
  let rows: TableRow<T>[] = [];
  const close = () => {
    if (header && headerItem && rows.length >= MIN_ROWS) {
      const names = header.map((c) => c.text);
      const ctx = headerItem.context.split(' / ').pop() ?? '';
      tables.push({ header: names, rows, title: `${ctx} / ${headerItem.text}`.replace(/\s+/g, ' ') });
    }
    header = null;
    headerItem = null;
    rows = [];
  };
  return {
    add(item: T): void {
      if (item.kind !== 'passage' || item.isExtra) return;
      if (headerItem && item.fileName !== headerItem.fileName) close();
      const split = splitCells(item.text);
      if (header && split && split.cells.some((c) => /\d/.test(c.text))) {
        const cells = place(header, split);
        if (cells && cells[0]) {
          const first = header[0]!.text;
          const label =
            /^\d/.test(cells[0]) && /^\p{L}+$/u.test(first) && !/^(?:no|#)$/i.test(first)
              ? `${first} ${cells[0]}`
              : cells[0];
          rows.push({ item, label, cells });
          return;
        }
      }
      close();
      if (split && isHeader(split.cells)) {
        header = split.cells;
        headerItem = item;
      }
    },
    done(): Table<T>[] {
      close();
      return tables;
    },
  };
}
