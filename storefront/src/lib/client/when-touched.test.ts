import { afterEach, describe, expect, it, vi } from 'vitest';
import whenTouchedDirective, { hydrateWhenTouched, needsIslandNow } from './when-touched';

/** An island with a button, a checkbox, a select and a link, as the prebuilt HTML has it. */
function islandHtml(): HTMLElement {
  const el = document.createElement('astro-island');
  el.innerHTML = `<button type="button" id="b">Filters</button><input type="checkbox" id="c" /><select id="s"><option value="a" selected>A</option><option value="b">B</option></select><a id="l" href="#x">link</a>`;
  document.body.append(el);
  return el;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
});

describe('client:when-touched', () => {
  it('does not hydrate until the shopper touches the island', async () => {
    const el = islandHtml();
    const hydrate = vi.fn(async () => undefined);
    hydrateWhenTouched(el, hydrate);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(hydrate).not.toHaveBeenCalled();
    el.querySelector('#b')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    el.querySelector('#b')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('clicks a button again once hydrated when it was pressed before', async () => {
    const el = islandHtml();
    let hydrated = false;
    const clicksAfter = vi.fn();
    const hydrate = vi.fn(async () => {
      await flush();
      hydrated = true;
    });
    el.querySelector('#b')!.addEventListener('click', () => hydrated && clicksAfter());
    hydrateWhenTouched(el, hydrate);
    (el.querySelector('#b') as HTMLButtonElement).click();
    expect(hydrate).toHaveBeenCalledTimes(1);
    await flush();
    await flush();
    expect(clicksAfter).toHaveBeenCalledTimes(1);
  });

  it('leaves a checkbox as it was until the island can take the click', async () => {
    const el = islandHtml();
    hydrateWhenTouched(el, async () => {
      await flush();
    });
    const box = el.querySelector('#c') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    await flush();
    await flush();
    expect(box.checked).toBe(true);
  });

  it('hands a choice made in a select before hydration to the island as a change', async () => {
    const el = islandHtml();
    const changes: string[] = [];
    hydrateWhenTouched(el, async () => {
      await flush();
      el.querySelector('#s')!.addEventListener('change', (e) => changes.push((e.target as HTMLSelectElement).value));
    });
    const select = el.querySelector('#s') as HTMLSelectElement;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    await flush();
    expect(changes).toEqual(['b']);
    expect(select.value).toBe('b');
  });

  it('lets links work without hydrating for them', () => {
    const el = islandHtml();
    hydrateWhenTouched(el, async () => undefined);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#l')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('needs the island at once for a filtered address or a cart with items, not otherwise', () => {
    const keys = ['sort', 'brand'];
    expect(needsIslandNow({ keys, cartKey: 'cart-storage' }, '', null)).toBe(false);
    expect(needsIslandNow({ keys, cartKey: 'cart-storage' }, '?utm_source=x', null)).toBe(false);
    expect(needsIslandNow({ keys, cartKey: 'cart-storage' }, '?brand=Nike', null)).toBe(true);
    expect(needsIslandNow({ keys, cartKey: 'cart-storage' }, '', JSON.stringify({ state: { items: [{ productId: 'p', qty: 1 }] } }))).toBe(true);
    expect(needsIslandNow({ keys, cartKey: 'cart-storage' }, '', JSON.stringify({ state: { items: [] } }))).toBe(false);
    expect(needsIslandNow({ keys, cartKey: undefined }, '', JSON.stringify({ state: { items: [{ productId: 'p', qty: 1 }] } }))).toBe(false);
  });

  it('as a directive, hydrates without a touch when the page needs the island at once', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/category/x?sort=price:asc');
    const el = islandHtml();
    const run = vi.fn();
    await whenTouchedDirective(
      async () => async () => run(),
      { name: 'when-touched', value: { keys: ['sort'], cartKey: 'cart-storage' } as unknown as string },
      el,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', '/');
  });
});
