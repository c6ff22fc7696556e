import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';

/**
 * ZATCA's own validation artefacts (api/zatca-rules, see its README) run in Node without Java: the UBL 2.1 XSDs
 * through xmllint compiled to WebAssembly (xmllint-wasm), the two Schematrons as SaxonJS SEF files compiled once
 * from ZATCA's XSLTs (`npm run zatca:sef -w api`). Each stylesheet is loaded once per process and reused.
 */
const RULES = process.env.ZATCA_RULES_DIR ?? path.resolve(__dirname, '../../zatca-rules');
const XSD_DIR = path.join(RULES, 'Schemas/xsds/UBL2.1/xsd');

export interface ZatcaProblem {
  source: 'XSD' | 'CEN' | 'ZATCA';
  id: string;
  flag: string;
  text: string;
}

const { validateXML } = require('xmllint-wasm') as typeof import('xmllint-wasm');
/**
 * The Schematrons run outside jest's sandbox (see schematron-runner.cjs for why), loaded by Node's own require: jest
 * hands test code a createRequire that loads into its registry, so it is taken from the host's `process`, which
 * vm.runInThisContext reads in Node's main context.
 */
const hostRequire = (vm.runInThisContext('process') as NodeJS.Process).getBuiltinModule('node:module').createRequire(__filename);
const { schematronSvrl } = hostRequire('./schematron-runner.cjs') as {
  schematronSvrl(rules: string, name: string, xml: string): string;
};

let schemaFiles: { fileName: string; contents: string }[] | null = null;
const schemas = () =>
  (schemaFiles ??= ['maindoc', 'common'].flatMap((dir) =>
    fs.readdirSync(path.join(XSD_DIR, dir)).map((f) => ({ fileName: `${dir}/${f}`, contents: fs.readFileSync(path.join(XSD_DIR, dir, f), 'utf8') })),
  ));

/** SVRL findings: every failed assert and every successful report with a flag (ZATCA flags warnings that way). */
function svrlProblems(svrl: string, source: 'CEN' | 'ZATCA'): ZatcaProblem[] {
  const out: ZatcaProblem[] = [];
  const re = /<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g;
  for (const m of svrl.matchAll(re)) {
    const attr = (n: string) => new RegExp(`\\b${n}="([^"]*)"`).exec(m[2])?.[1] ?? '';
    const flag = attr('flag');
    if (m[1] === 'successful-report' && !flag) continue;
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[3])?.[1]?.trim() ?? '';
    out.push({ source, id: attr('id'), flag: flag || 'fatal', text });
  }
  return out;
}

export function schematronProblems(xml: string): ZatcaProblem[] {
  const run = (name: string, source: 'CEN' | 'ZATCA') => svrlProblems(schematronSvrl(RULES, name, xml), source);
  return [...run('CEN-EN16931-UBL.sef.json', 'CEN'), ...run('ZATCA-Validation-Rules.sef.json', 'ZATCA')];
}

/** Validates many documents in one xmllint run (one WebAssembly start, the schemas parsed once). */
export async function xsdProblems(xmls: string[]): Promise<ZatcaProblem[][]> {
  const files = xmls.map((contents, i) => ({ fileName: `doc-${i}.xml`, contents }));
  const [main, ...rest] = schemas().sort((a) => (a.fileName === 'maindoc/UBL-Invoice-2.1.xsd' ? -1 : 1));
  const r = await validateXML({ xml: files, schema: main, preload: rest, maxMemoryPages: 4096 });
  const out: ZatcaProblem[][] = xmls.map(() => []);
  for (const e of r.errors) {
    const i = Number(/doc-(\d+)\.xml/.exec(e.loc?.fileName ?? e.rawMessage)?.[1] ?? -1);
    const problem: ZatcaProblem = { source: 'XSD', id: 'XSD', flag: 'fatal', text: e.rawMessage };
    if (i >= 0) out[i].push(problem);
    else out.forEach((o) => o.push(problem));
  }
  return out;
}

/**
 * libxml2's C14N (xmllint --c14n) of many documents in one run: a second canonicaliser, apart from the one the shop
 * signs with (xml-crypto), so the tests recompute the invoice hash independently. C14N 1.0; for documents without
 * xml:id or xml:base attributes it is the same as the C14N 1.1 ZATCA names.
 */
export async function libxml2Canonical(xmls: string[]): Promise<string[]> {
  const r = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: `c14n-${i}.xml`, contents })),
    normalization: 'c14n',
    maxMemoryPages: 4096,
  });
  const end = '</Invoice>';
  const out = r.normalized
    .split(end)
    .slice(0, xmls.length)
    .map((s) => s.replace(/^\s+/, '') + end);
  if (out.length !== xmls.length) throw new Error(`xmllint canonicalised ${out.length} of ${xmls.length} documents`);
  return out;
}
