// Checks the storefront's and the back office's browser suites run on any page: axe-core's WCAG 2.1 A/AA rules and
// horizontal overflow at a phone's width. One home, so both suites hold their pages to the same bar.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource = '';

/** The WCAG 2.1 A and AA rule sets, as the issue states the bar. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical violations of WCAG 2.1 A/AA on the page as it stands, one line each (rule, impact,
 * the first nodes' selectors and axe's summary of why), so a failing test names what to mend.
 */
export async function axeProblems(page) {
  // evaluated rather than added as a <script>: both apps' Content-Security-Policy (script-src 'self') refuses inline
  // scripts, and the check must see the pages as served, CSP included
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ||= readFileSync(AXE_PATH, 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}): ` +
        v.nodes
          .slice(0, 4)
          .map((n) => `${n.target} — ${n.summary.replace(/\s+/g, ' ').slice(0, 200)}`)
          .join(' | '),
    );
}

/**
 * What sticks out sideways at the page's width: the document wider than the window, or a visible control (button,
 * link, field, tab) whose box reaches past the window's left or right edge, also when a scrolled box hides it, since
 * a phone's user cannot see it without scrolling sideways. One line each, naming the control.
 */
export async function overflowProblems(page) {
  return page.evaluate(async () => {
    // boxes are measured where they come to rest: a transition under way (a carousel's slide moving in, which its
    // auto-advance starts every few seconds) is waited for; endless animations (spinners) are not
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    );
    const problems = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    const width = root.clientWidth;
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch], [role=combobox], [role=link], [role=menuitem]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      // MUI's tab strips scroll on purpose and show arrows; a visually hidden file input or a skip link is not a control shown
      if (el.closest('.MuiTabs-scroller') || el.closest('[aria-hidden=true]')) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40);
        problems.push(`<${el.tagName.toLowerCase()}> "${name}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
      }
    }
    return problems;
  });
}
