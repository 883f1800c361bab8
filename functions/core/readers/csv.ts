import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, READER_CSV_CELLS, READER_CSV_COLUMNS, type ReaderFilter } from '../../contract/readers';
import { restoreFormula, toCsv } from '../../lib/csv';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { matchingReaders, rowOf } from './desk';

/**
 * The desk's CSV files: what an export writes (one reader a row, READER_CSV_CELLS) and what an
 * import reads back (any columns, in any order, with a header row naming `email`).
 */

/** The readers matching `filter` as a CSV file. Cells that a spreadsheet would run as a formula are escaped. */
export async function exportReaders(
  deps: Deps,
  filter: ReaderFilter,
): Promise<{ filename: string; csv: string; readers: number }> {
  const rows: Record<string, string>[] = [];
  for await (const profile of matchingReaders(deps, filter)) {
    const row = rowOf(profile);
    rows.push(Object.fromEntries(READER_CSV_COLUMNS.map((column) => [column, READER_CSV_CELLS[column](row)])));
  }
  const csv = toCsv<string>(READER_CSV_COLUMNS, rows);
  return { filename: `readers-${deps.now().toISOString().slice(0, 10)}.csv`, csv, readers: rows.length };
}

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  email: string;
  name: string;
  lists: string[];
  tags: string[];
}

const cells = (value: string | undefined) =>
  (value ?? '')
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The rows of an import file; a file that cannot be read as a whole is refused (400) before anything is written. */
export function readImportFile(text: string): CsvRow[] {
  let records: Record<string, string>[];
  let lines: number[];
  try {
    const parsed = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    records = parsed.map((entry) => entry.record);
    lines = parsed.map((entry) => entry.info.lines);
  } catch (error) {
    throw new BadRequestError(
      `The file could not be read as CSV: ${(error as Error).message.replace(/^Invalid Record Length: /, '')}`,
    );
  }
  if (!records.length)
    throw new BadRequestError(
      'The file has no readers: it needs a header row naming an "email" column, then one reader a line.',
    );
  if (!('email' in records[0]!))
    throw new BadRequestError(
      'The file needs a header row with an "email" column (and, if you like, "name", "lists" and "tags").',
    );
  if (records.length > IMPORT_MAX_ROWS)
    throw new BadRequestError(
      `The file has ${records.length} readers; import at most ${IMPORT_MAX_ROWS} at a time (split the file).`,
    );
  return records.map((record, i) => ({
    line: lines[i]!,
    email: record.email ?? '',
    name: restoreFormula(record.name ?? ''),
    lists: cells(record.lists),
    tags: cells(record.tags),
  }));
}
