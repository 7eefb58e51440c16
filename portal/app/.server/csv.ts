// Every CSV download is written here, so quoting and safety are one rule: RFC 4180 quoting, CRLF
// rows (what spreadsheets expect), and text cells that would start a formula (= + - @, tab, CR)
// prefixed with ' so a spreadsheet shows them instead of running them (CSV injection).
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** The rows, header first, as a CSV text; `bom` lets Excel read UTF-8 names right. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>, { bom = false } = {}): string {
  return stringify(
    rows.map((r) => [...r]),
    // A lone line break inside a message must be quoted too, or a spreadsheet splits the row.
    { bom, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}
