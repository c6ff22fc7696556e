import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The API's answers and request bodies are typed once, here in @shop/common; the back office and the storefront
// import them. A type they declare again drifts from what the API sends without any compiler noticing, so this test
// parses their sources and fails on a declaration that takes a contract type's name, or re-types its shape by hand.
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The modules whose exported types are the contract: the answers and request bodies of the API. */
export const CONTRACT_FILES = ['api-types.ts', 'orders.ts', 'catalog-sheets.ts', 'invoices.ts', 'tax.ts'];
/** The workspaces that read the API. */
const READERS = ['admin/src', 'storefront/src'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.vite', 'coverage']);
/**
 * A hand-written shape counts as a copy when all its fields are fields of one contract type and it has at least this
 * share of them (and MIN_FIELDS fields): a screen's own small shape that happens to share two names is not a copy.
 */
const COPY_SHARE = 0.75;
const MIN_FIELDS = 4;

interface Shape {
  name: string;
  /** Field names, with those of the interfaces it extends (when they are declared in the same set of files). */
  fields: Set<string>;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const memberNames = (members: ts.NodeArray<ts.TypeElement>) =>
  members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : []));

const isExported = (node: ts.Node) => !!ts.getModifiers(node as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Interfaces and object-literal type aliases of a file, by name, with their fields (extends resolved through `known`). */
function declaredShapes(source: ts.SourceFile, onlyExported: boolean): Map<string, { own: string[]; extends: string[] }> {
  const shapes = new Map<string, { own: string[]; extends: string[] }>();
  for (const stmt of source.statements) {
    if (onlyExported && !isExported(stmt)) continue;
    if (ts.isInterfaceDeclaration(stmt)) {
      const bases = (stmt.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(source)));
      shapes.set(stmt.name.text, { own: memberNames(stmt.members), extends: bases });
    } else if (ts.isTypeAliasDeclaration(stmt) && ts.isTypeLiteralNode(stmt.type)) {
      shapes.set(stmt.name.text, { own: memberNames(stmt.type.members), extends: [] });
    }
  }
  return shapes;
}

function resolve(shapes: Map<string, { own: string[]; extends: string[] }>): Shape[] {
  const fieldsOf = (name: string, seen = new Set<string>()): string[] => {
    const s = shapes.get(name);
    if (!s || seen.has(name)) return [];
    seen.add(name);
    return [...s.own, ...s.extends.flatMap((b) => fieldsOf(b, seen))];
  };
  return [...shapes.keys()].map((name) => ({ name, fields: new Set(fieldsOf(name)) }));
}

/** Every exported type of the contract modules (names), and every object shape they declare (parts of answers too). */
export function contractTypes(files = CONTRACT_FILES): { names: Set<string>; shapes: Shape[] } {
  const names = new Set<string>();
  const all = new Map<string, { own: string[]; extends: string[] }>();
  for (const file of files) {
    const source = parse(file, readFileSync(join(here, file), 'utf8'));
    for (const stmt of source.statements) {
      if ((ts.isInterfaceDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt)) && isExported(stmt)) names.add(stmt.name.text);
    }
    for (const [name, shape] of declaredShapes(source, false)) all.set(name, shape);
  }
  return { names, shapes: resolve(all).filter((s) => s.fields.size > 0) };
}

/** The names a file imports from @shop/common, local name → the contract's name. */
function commonImports(source: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || (stmt.moduleSpecifier as ts.StringLiteral).text !== '@shop/common') continue;
    const bindings = stmt.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) out.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  return out;
}

/** Whether a type alias is built from the contract type of its own name (a narrowing of it, not a copy). */
function buildsOn(alias: ts.TypeAliasDeclaration, imported: Map<string, string>): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && imported.get(n.typeName.text) === alias.name.text) found = true;
    if (!found) ts.forEachChild(n, visit);
  };
  visit(alias.type);
  return found;
}

/**
 * What a file of the back office or the storefront declares again: a type named like a contract type (unless it is
 * built from that very type), or an object shape whose fields are (most of) a contract type's.
 */
export function contractCopies(file: string, text: string, contract = contractTypes()): string[] {
  const source = parse(file, text);
  const imported = commonImports(source);
  const found: string[] = [];
  const where = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1}`;
  for (const stmt of source.statements) {
    if ((ts.isInterfaceDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt)) && contract.names.has(stmt.name.text)) {
      if (!(ts.isTypeAliasDeclaration(stmt) && buildsOn(stmt, imported))) {
        found.push(`${where(stmt)} declares ${stmt.name.text}, a type of the API's contract: import it from @shop/common`);
      }
    }
  }
  const local = declaredShapes(source, false);
  const localFields = new Map(resolve(local).map((s) => [s.name, s.fields]));
  const checkShape = (node: ts.Node, label: string, fields: Set<string>) => {
    if (fields.size < MIN_FIELDS) return;
    for (const c of contract.shapes) {
      if ([...fields].every((f) => c.fields.has(f)) && fields.size >= COPY_SHARE * c.fields.size) {
        found.push(`${where(node)} ${label} re-types ${c.name} (${fields.size} of its ${c.fields.size} fields): import it from @shop/common`);
      }
    }
  };
  const visit = (n: ts.Node) => {
    if (ts.isInterfaceDeclaration(n)) checkShape(n, `interface ${n.name.text}`, localFields.get(n.name.text) ?? new Set(memberNames(n.members)));
    else if (ts.isTypeLiteralNode(n)) checkShape(n, 'an object type', new Set(memberNames(n.members)));
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

// Parsing every admin and storefront file takes a few seconds on a quiet machine and several times that on a busy one:
// the scan is not timed, so the limit only stops a hang.
describe("the API's contract is typed once, in @shop/common", { timeout: 120_000 }, () => {
  const contract = contractTypes();

  it('reads the contract', () => {
    for (const name of ['StaffOrderView', 'PublicOrderView', 'CreateOrderRequest', 'ImportJobView', 'ImportReport', 'SettingsView', 'InvoiceView']) {
      expect(contract.names, name).toContain(name);
    }
    expect(contract.shapes.find((s) => s.name === 'StaffOrderView')?.fields).toContain('code'); // through `extends`
  });

  it('catches a type named like the contract, and a shape copied under another name', () => {
    const text = [
      "import type { ImportJobView as Job, ProductView } from '@shop/common';",
      'export interface ImportReport { file: string }',
      'export type ImportJobView = Job & { local: true };', // built on the contract's own type: allowed
      "export type ProductView = Omit<Job, 'id'>;", // same name, another type: a copy
      'interface Order { code: string; status: string; statusAt: string; lines: unknown[]; total: number; currency: string; pickupDate: string | null; promoCode: string | null; discount: number }',
      'const f = (o: { productId: string; name: string; nameAr: string | null; size: string | null; quantity: number; unitPrice: number; discount: number }) => o;',
    ].join('\n');
    const copies = contractCopies('x.ts', text, contract);
    expect(copies.join('\n')).toMatch(/x\.ts:2 declares ImportReport/);
    expect(copies.join('\n')).not.toMatch(/declares ImportJobView/);
    expect(copies.join('\n')).toMatch(/x\.ts:4 declares ProductView/);
    expect(copies.join('\n')).toMatch(/x\.ts:5 interface Order re-types PublicOrderView \(9 of its 10 fields\)/);
    expect(copies.join('\n')).toMatch(/x\.ts:6 an object type re-types PublicOrderLine/);
  });

  it('the back office and the storefront declare none of its types again', () => {
    const copies = READERS.flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) => contractCopies(relative(root, file), readFileSync(file, 'utf8'), contract)),
    );
    expect(copies).toEqual([]);
  });
});
