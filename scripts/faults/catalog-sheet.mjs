// The Products screen's spreadsheet round trip over HTTP, for fault tests: the CSV export read with a CSV reader,
// rows written back as a CSV file (byte order mark, CRLF rows, as the export writes them), and the import's two steps.
import { parseString } from '@fast-csv/parse';
import { writeToString } from '@fast-csv/format';
import { answerOf } from './lib.mjs';

const BOM = '\ufeff';

/** The catalog as the export writes it: the header, then one row per product; `cells(row)` reads a row by column name. */
export async function exportRows(shop, token) {
  const res = await fetch(`${shop.url}/api/v1/catalog-sheets/export?format=csv`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
  const text = await res.text();
  const rows = await new Promise((resolve, reject) => {
    const out = [];
    parseString(text.startsWith(BOM) ? text.slice(1) : text, { headers: false })
      .on('error', reject)
      .on('data', (r) => out.push(r))
      .on('end', () => resolve(out));
  });
  const header = rows[0];
  return { header, rows: rows.slice(1), at: (name) => header.indexOf(name) };
}

export const csvFile = async (rows) =>
  Buffer.from(await writeToString(rows, { writeBOM: true, rowDelimiter: '\r\n', includeEndRowDelimiter: true }), 'utf8');

/** One step of the import ('dry-run' or 'apply') with the file as multipart; answers { status, body }. */
export async function importSheet(shop, token, step, file, name = 'products.csv') {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), name);
  const res = await fetch(`${shop.url}/api/v1/catalog-sheets/import/${step}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return answerOf(res);
}
