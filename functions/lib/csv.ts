import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV file the site writes (the readers, an ARC round, the sales): one header row, then one
 * row an item, with the cells a spreadsheet would run as a formula neutralised by a leading `'`
 * (OWASP's CSV injection advice). A plain number keeps its sign: a refund's net of -0.44 stays a
 * number a spreadsheet adds up, where the CSV library's own escaping makes any text starting
 * with `-` (numbers included) text.
 */

/** What a spreadsheet may read as the start of a formula, with the full-width forms some normalise to them. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number as the exports write it (an amount, a count): a number in any spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const runsAsFormula = (cell: string) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);

/** A cell as written to a file: with a leading `'` when a spreadsheet would run it, as it is otherwise. */
export const neutraliseFormula = (cell: string) => (runsAsFormula(cell) ? `'${cell}` : cell);

/** A cell read back from an exported file (an import): the leading `'` the export added taken off again. */
export const restoreFormula = (cell: string) =>
  cell.startsWith("'") && runsAsFormula(cell.slice(1)) ? cell.slice(1) : cell;

/** The rows as a CSV file with a header row of `columns`, in that order; every cell neutralised. */
export function toCsv<Column extends string>(columns: readonly Column[], rows: Record<Column, string>[]): string {
  const cells = rows.map((row) => columns.map((column) => neutraliseFormula(row[column])));
  return stringify([[...columns], ...cells]);
}
