import ts from 'typescript';

/**
 * The literal-string check's rule (run by literalStrings.test.ts over admin/src/**\/*.tsx): words staff read must
 * come from a catalogue, so a string with Latin letters is refused where it would be shown — JSX text, a string
 * child (`{'Orders'}`, `{paid ? 'Paid' : 'Unpaid'}`) and the props that carry words (TEXT_PROPS). Other props (sx,
 * data-testid, href, variant, ...) are not words; a translation key ('shop.orders.title', 'ra.action.save') or a
 * URL is not a literal. A line that must stay as it is says why in a `// i18n-ignore: <why>` (or
 * `{/* i18n-ignore: <why> *\/}`) comment on the line above.
 */
export const TEXT_PROPS = new Set(['label', 'title', 'placeholder', 'helperText', 'aria-label']);

export interface Literal {
  line: number;
  text: string;
}

const LATIN = /[A-Za-z]/;
const KEY = /^(shop|ra|resources)\.[A-Za-z0-9_.]+$/;
const URL_LIKE = /^(https?:|mailto:|tel:|\/|#)/;

/** Whether a string would show Latin words to staff (and is neither a translation key nor a URL). */
export function isLiteralWords(text: string): boolean {
  const t = text.trim();
  return LATIN.test(t) && !KEY.test(t) && !URL_LIKE.test(t);
}

/** The string parts of an expression that end up as text: literals, both sides of `?:`, `&&`/`||` ends, templates. */
function shownStrings(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)];
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    if (op === ts.SyntaxKind.PlusToken) return [...shownStrings(node.left), ...shownStrings(node.right)];
  }
  return [];
}

const textOf = (node: ts.Node): string =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? (node as ts.LiteralLikeNode).text
    : node.getText();

/** Every literal English string a .tsx source would show, with its line (1-based). */
export function findLiterals(source: string, fileName = 'file.tsx'): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isLiteralWords(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    if (line > 0 && lines[line - 1].includes('i18n-ignore')) return;
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const part of shownStrings(node.expression)) report(part, textOf(part));
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const part of shownStrings(init.expression)) report(part, textOf(part));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The old English constants (admin/src/texts) a file still imports: a screen reading them is not converted yet,
 * whatever its JSX looks like, so the check refuses them outside the allow-list too.
 */
export function oldTextImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => /^\.{1,2}\/(\.\.\/)*texts(\/|$)/.test(name));
}

/** Whether `path` (relative to admin/src) is excused by an allow-list entry: the file itself or a folder above it. */
export const isAllowed = (path: string, allowList: readonly string[]) => allowList.some((entry) => path === entry || path.startsWith(`${entry}/`));
