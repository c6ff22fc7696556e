// Compiles ZATCA's two Schematron XSLTs to SaxonJS SEF files (zatca-rules/sef), once per XSLT change: see README.md.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const xslt3 = path.resolve(here, '../../node_modules/xslt3/xslt3.js');
const sheets = [
  ['Rules/schematrons/CEN-EN16931-UBL.xsl', 'CEN-EN16931-UBL.sef.json'],
  ['Rules/schematrons/20210819_ZATCA_E-invoice_Validation_Rules.xsl', 'ZATCA-Validation-Rules.sef.json'],
];
for (const [xsl, sef] of sheets) {
  const started = Date.now();
  execFileSync(process.execPath, [xslt3, `-xsl:${path.join(here, xsl)}`, `-export:${path.join(here, 'sef', sef)}`, '-nogo', '-relocate:on'], {
    stdio: 'inherit',
  });
  console.log(`${sef}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
