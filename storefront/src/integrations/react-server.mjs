// The server half of the React renderer (react-renderer.mjs puts it in place of @astrojs/react's server.js): the
// same markup and the same island numbers, with two costs of every React component of a page left out (a full build
// of 10,000 products renders about 300,000 of them):
// - `check()`: @astrojs/react renders a component once only to ask whether it returns React elements, and Astro
//   renders a function component with React whatever the answer (the only renderer this shop has). The numbers
//   stay as that test render left them: it took one from the page's counter, and since every component of a page
//   starts its check before the first test render ends, a page's checks took the first numbers and the renders the
//   next, in the same order (component i of n: check i, `prefix` n + i). check() still takes its number, then waits
//   for a macrotask turn, when every check of the page has been made, so the renders number on from there.
// - streaming: renderToReadableStream for a string that is awaited whole (web streams, TextDecoder, and React's
//   AsyncLocalStorage, which once entered puts a hook on every promise of the process). renderToString gives the
//   same markup for components that never suspend, as none of this shop's does.
// Both hold only as long as the builds' byte-for-byte comparisons with the markup of @astrojs/react say so:
// scripts/bench-full-build.mjs --hashes before and after a change here, and the fault tests against `astro build`.
import React from 'react';
import ReactDOM from 'react-dom/server';

/** The page's island counter, as @astrojs/react numbers it: `r0`, `r1`, … per Astro render result. */
const counters = new WeakMap();
function incrementId(result) {
  const n = counters.get(result) ?? 0;
  counters.set(result, n + 1);
  return `r${n}`;
}

const slotName = (str) => str.trim().replace(/[-_]([a-z])/g, (_, w) => w.toUpperCase());

/** Astro's slot content inside a React tree, as @astrojs/react's static-html.js writes it. */
const StaticHtml = ({ value, name, hydrate = true }) => {
  if (!value) return null;
  const tagName = hydrate ? 'astro-slot' : 'astro-static-slot';
  return React.createElement(tagName, { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: value } });
};
StaticHtml.shouldComponentUpdate = () => false;

/** Resolves on the macrotask turn after a page's first check: by then every component of the page has checked. */
const checksMade = new WeakMap();
function afterChecks(result) {
  let made = checksMade.get(result);
  if (!made) {
    made = new Promise((resolve) => setImmediate(resolve));
    checksMade.set(result, made);
  }
  return made;
}

/** Whether React renders this component: @astrojs/react's answers, with its test render replaced by a count. */
async function check(Component, props) {
  if (typeof Component === 'object') return Component.$$typeof.toString().slice('Symbol('.length).startsWith('react');
  if (typeof Component !== 'function') return false;
  if (Component.name === 'QwikComponent') return false;
  if (Component.$$typeof === Symbol.for('react.forward_ref')) return false;
  if (Component.prototype != null && typeof Component.prototype.render === 'function') {
    return [React.Component, React.PureComponent].some((base) => Object.prototype.isPrototypeOf.call(base, Component));
  }
  // the test render dropped `class` from the props the island serialises, and took a number; its answer is not
  // needed: a function component answered `false` is rendered by React all the same
  delete props.class;
  if (this?.result) {
    incrementId(this.result);
    await afterChecks(this.result);
  }
  return true;
}

const needsHydration = (metadata) => (metadata?.astroStaticSlot ? !!metadata.hydrate : true);

function renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
  const prefix = this?.result ? incrementId(this.result) : undefined;
  const attrs = { prefix };
  delete props.class;
  const slots = {};
  for (const [key, value] of Object.entries(slotted)) {
    const name = slotName(key);
    slots[name] = React.createElement(StaticHtml, { hydrate: needsHydration(metadata), value, name });
  }
  const newProps = { ...props, ...slots };
  const newChildren = children ?? props.children;
  if (newChildren != null) {
    newProps.children = React.createElement(StaticHtml, { hydrate: needsHydration(metadata), value: newChildren });
  }
  const html = ReactDOM.renderToString(React.createElement(Component, newProps), { identifierPrefix: prefix });
  return { html, attrs };
}

export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
