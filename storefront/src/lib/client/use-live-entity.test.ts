import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveEntity } from './use-live-entity';

const ID = 'cabcdefghijklmnopqrstuvwx';

describe('useLiveEntity', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads the record named in the URL', async () => {
    window.history.replaceState(null, '', `/products/${ID}`);
    const fetchOne = vi.fn(async (id: string) => ({ id, name: 'Cap' }));
    const { result } = renderHook(() => useLiveEntity('products', fetchOne));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', value: { id: ID, name: 'Cap' } }));
    expect(fetchOne).toHaveBeenCalledWith(ID, expect.any(AbortSignal));
  });

  it('says missing only when the API has no visible record', async () => {
    window.history.replaceState(null, '', `/category/${ID}/page/2`);
    const hidden = renderHook(() =>
      useLiveEntity(
        'category',
        async () => ({ publiclyVisible: false }),
        (c) => c.publiclyVisible,
      ),
    );
    await waitFor(() => expect(hidden.result.current.state.status).toBe('missing'));
    const gone = renderHook(() => useLiveEntity('category', async () => null));
    await waitFor(() => expect(gone.result.current.state.status).toBe('missing'));
  });

  it('reports a failed load as an error and loads again on retry', async () => {
    window.history.replaceState(null, '', `/products/${ID}`);
    let fail = true;
    const fetchOne = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { name: 'Tee' };
    });
    const { result } = renderHook(() => useLiveEntity('products', fetchOne));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', value: { name: 'Tee' } }));
  });
});
