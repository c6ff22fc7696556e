// @vitest-environment node
import { createElement, useId } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import reactServer from './react-server.mjs';

type Props = Record<string, unknown>;
type Markup = { html: string; attrs: { prefix?: string } };
const { check, renderToStaticMarkup } = reactServer as unknown as {
  check: (this: { result: object }, c: unknown, props: Props) => Promise<boolean>;
  renderToStaticMarkup: (this: { result: object }, c: unknown, props: Props, children: Props, metadata?: Props) => Markup;
};

/** A component whose markup carries its island's prefix (useId) beside text React escapes. */
function Labelled({ label }: { label: string }) {
  const id = useId();
  return createElement('p', { 'aria-describedby': id }, label, ' & ', createElement('b', { id }, '<b>'));
}

/**
 * What Astro does with each component of a page: check, then render with the renderer that owns it. A page's
 * components start a few promise turns apart (the layout's after the page's own), all before a macrotask turn.
 */
async function astroRenders(result: object, props: Props[]): Promise<Markup[]> {
  return Promise.all(
    props.map(async (p, i) => {
      for (let turn = 0; turn < i * 10; turn++) await null;
      if (!(await check.call({ result }, Labelled, p))) throw new Error('not React');
      return renderToStaticMarkup.call({ result }, Labelled, p, {}, {});
    }),
  );
}

async function streamed(node: ReturnType<typeof createElement>, identifierPrefix: string): Promise<string> {
  return new Response(await renderToReadableStream(node, { identifierPrefix })).text();
}

describe("the storefront's React server renderer", () => {
  it("numbers a page's components as @astrojs/react's test renders left them: every check first, then the renders in order", async () => {
    const rendered = await astroRenders({}, [{ label: 'a' }, { label: 'b' }, { label: 'c' }]);
    expect(rendered.map((r) => r.attrs.prefix)).toEqual(['r3', 'r4', 'r5']);
  });

  it('numbers each page on its own', async () => {
    await astroRenders({}, [{ label: 'a' }]);
    expect((await astroRenders({}, [{ label: 'a' }, { label: 'b' }])).map((r) => r.attrs.prefix)).toEqual(['r2', 'r3']);
  });

  it('drops class from the props an island serialises, as the test render did', async () => {
    const props = { label: 'a', class: 'wide' };
    await check.call({ result: {} }, Labelled, props);
    expect(props).toEqual({ label: 'a' });
  });

  it("writes the markup React's stream writes, ids included", async () => {
    const [a] = await astroRenders({}, [{ label: 'Caps & "hats"' }]);
    expect(a.html).toBe(await streamed(createElement(Labelled, { label: 'Caps & "hats"' }), 'r1'));
    expect(a.html).toContain('id="_r1R_');
  });
});
