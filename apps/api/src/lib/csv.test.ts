import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, neutraliseCell, restoreCell } from './csv';

describe('CSV cells', () => {
  it('puts an apostrophe before a text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3+cmd', '@SUM(1)', '\tx', '\rx', '=']) {
      expect(neutraliseCell(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    for (const text of ['Asha Verma', 'a=1', ' =1', '', "'plain", 'CK/26-27/00001']) {
      expect(neutraliseCell(text), JSON.stringify(text)).toBe(text);
    }
  });

  it('leaves plain numbers as numbers, negative amounts too', () => {
    for (const number of ['-12.50', '-3', '0', '1862.71', '-0.5']) {
      expect(neutraliseCell(number)).toBe(number);
    }
    for (const notNumber of ['-12.50+1', '-1e5', '+12', '-.5', '- 12', '-12.']) {
      expect(neutraliseCell(notNumber)).toBe(`'${notNumber}`);
    }
  });

  it('marks a text that already starts with apostrophes before a formula, so it reads back whole', () => {
    expect(neutraliseCell("'=x")).toBe("''=x");
    expect(neutraliseCell("''@x")).toBe("'''@x");
    expect(restoreCell("''=x")).toBe("'=x");
    expect(restoreCell("'=x")).toBe('=x');
    expect(restoreCell("'plain")).toBe("'plain");
    expect(restoreCell("'")).toBe("'");
  });

  it('reads every text back exactly as it was written', () => {
    const characters = fc.constantFrom(
      "'",
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '1',
      '.',
      'a',
      ' ',
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: characters })), (text) => {
        expect(restoreCell(neutraliseCell(text))).toBe(text);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes files whose cells, parsed and restored, are the rows, none of them a formula', () => {
    const rows = [
      ['name', 'amount'],
      ['=HYPERLINK("https://evil.example","x")', '-12.50'],
      ["'@quoted", '1,862.71'],
      ['line\nbreak, and "quotes"', '\tinside'],
    ];
    const cells = parse(csvText(rows)) as string[][];
    expect(cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual(['-12.50']);
    expect(cells.map((row) => row.map(restoreCell))).toEqual(rows);
  });
});
