import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula, toCsv } from '../../functions/lib/csv';

/**
 * The CSV exports' cells: what a spreadsheet would run as a formula gets a leading `'`; a plain
 * number stays a number, so a column of amounts (a refund's net below zero included) adds up.
 */

const ROOT = join(import.meta.dirname, '../..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

describe('CSV cells', () => {
  it('keeps plain numbers as numbers, negative ones included', () => {
    for (const cell of ['-0.44', '-12', '0', '4.99', '-1000.50', '12']) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('neutralises everything else a spreadsheet would read as a formula', () => {
    const cases = [
      '=1+2',
      '=HYPERLINK("http://x.example","click")',
      '+1',
      '+41 79 000 00 00',
      '-1+2',
      '-',
      '-0.44x',
      '--1',
      '-1.',
      '-.5',
      '-1e3',
      '-1.5e3',
      '@SUM(A1:A2)',
      '\tcell',
      '\rcell',
      '\uFF1D1+2',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
    ];
    for (const cell of cases) expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    for (const cell of ['Ada', '1.5e3', '', "'quoted", 'a=b']) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('reads back what it wrote: an import takes the quote off a neutralised cell and nothing else', () => {
    for (const cell of ['=1+2', '-0.44', '-12', '@x', 'Ada', "'-0.44", '']) {
      expect(restoreFormula(neutraliseFormula(cell))).toBe(cell);
    }
  });

  it('writes a header row and one row an item, with the numbers a spreadsheet sums', () => {
    const csv = toCsv(
      ['order', 'net', 'note'],
      [
        { order: 'pi_1', net: '-0.44', note: '=cmd|"/c calc"!A1' },
        { order: 'pi_2', net: '4.55', note: 'a, b' },
      ],
    );
    expect(csv).toBe('order,net,note\npi_1,-0.44,"\'=cmd|""/c calc""!A1"\npi_2,4.55,"a, b"\n');
    expect(parse(csv, { columns: true })).toEqual([
      { order: 'pi_1', net: '-0.44', note: '\'=cmd|"/c calc"!A1' },
      { order: 'pi_2', net: '4.55', note: 'a, b' },
    ]);
  });

  it('is the one way the site writes CSV: no other module calls the CSV library', () => {
    const writers = ['functions', 'frontend/src', 'infra']
      .flatMap(sourcesUnder)
      .filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('csv-stringify'));
    expect(writers).toEqual(['functions/lib/csv.ts']);
  });
});
