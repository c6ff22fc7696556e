import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiterals, isAllowed, oldTextImports } from './checks/literals';
import allowList from './literal-allowlist.json';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path.relative(SRC, full).split(path.sep).join('/'));
  }
  return out;
}

// The words' own home, the old constants themselves and the tests (which assert English words on purpose) are not screens.
const files = sourceFiles(SRC).filter((f) => !/^(i18n|texts|test)\//.test(f));
/** What keeps a file from counting as converted: its literal English and its imports of the old texts/ constants. */
function problemsOf(file: string): string[] {
  const source = readFileSync(path.join(SRC, file), 'utf8');
  return [
    ...(file.endsWith('.tsx') ? findLiterals(source, file) : []).map((l) => `${file}:${l.line}  ${l.text}`),
    ...oldTextImports(source).map((name) => `${file}  imports ${name} (old English constants)`),
  ];
}

describe('the literal-string check', () => {
  it('finds no literal English and no old texts/ import outside the folders still in literal-allowlist.json', () => {
    expect(files.filter((f) => !isAllowed(f, allowList)).flatMap(problemsOf)).toEqual([]);
  });

  it('lists only folders and files that still need converting (remove yours from the list once it is done)', () => {
    const done = allowList.filter((entry) => !files.some((f) => isAllowed(f, [entry]) && problemsOf(f).length > 0));
    expect(done).toEqual([]);
  });

  it('treats an import of the old constants as not converted', () => {
    expect(oldTextImports("import { SALES_TEXTS } from '../texts';\nimport { x } from '../../texts/sales';\nimport y from './textsView';")).toEqual([
      '../texts',
      '../../texts/sales',
    ]);
  });

  it('catches text, string children and the word-carrying props', () => {
    const source = `
      export const A = ({ paid, n }) => (
        <Card title="Summary">
          <Typography>Orders</Typography>
          <TextField label="Price" placeholder="e.g. 10" helperText={'Without VAT'} aria-label={\`Close \${n}\`} />
          {paid ? 'Paid' : 'Unpaid'}
          {n > 1 && 'Many'}
        </Card>
      );`;
    expect(findLiterals(source).map((l) => l.text)).toEqual([
      'Summary',
      'Orders',
      'Price',
      'e.g. 10',
      'Without VAT',
      'Close',
      'Paid',
      'Unpaid',
      'Many',
    ]);
  });

  it('leaves keys, CSS values, test ids, URLs, symbols and marked lines alone', () => {
    const source = `
      export const B = ({ t }) => (
        <Box sx={{ display: 'flex', px: 2 }} className="row" data-testid="order-row" variant="outlined">
          <Button label="shop.orders.show.markPaid" title="ra.action.save" href="https://example.com/x" />
          <img src="/uploads/a.png" title="/admin/orders" />
          {t('shop.orders.title')} · {'—'} 12.50
          {label ?? 'resources.products.name'}
          {/* i18n-ignore: the brand is written the same in both languages */}
          <span>Saleor</span>
        </Box>
      );`;
    expect(findLiterals(source)).toEqual([]);
  });
});
