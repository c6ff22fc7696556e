import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/common';
import { fakeFetch, queryOf } from '../test/fakeFetch';
import * as rec from '../test/recorded';
import { i18nProvider } from '../i18n';
import type { Sale } from '../api/types';
import { listSales, saleMatches } from './salesApi';

const P = '/api/v1';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ accessToken: 'tok', refreshToken: 'r', user: rec.ownerUser, issuedAt: Date.now() }));
});

const list = (filter: Record<string, unknown>) =>
  listSales({ filter, pagination: { page: 1, perPage: 25 }, sort: { field: 'saleDate', order: 'DESC' } });

describe('the sales list filters', () => {
  it('sends a platform typed by hand in any case as the API spells it, and leaves out ones it does not know', async () => {
    const f = fakeFetch({ [`GET ${P}/sales`]: { body: { data: { sales: [], pagination: { total: 0 } } } } });
    await list({ platform: 'instagram' });
    expect(queryOf(f.last().url).platform).toBe('INSTAGRAM');
    await list({ platform: 'Physical_Store' });
    expect(queryOf(f.last().url).platform).toBe('PHYSICAL_STORE');
    await list({ platform: 'carrier pigeon' });
    expect(queryOf(f.last().url)).not.toHaveProperty('platform');
  });

  it('sends only real calendar dates', async () => {
    const f = fakeFetch({ [`GET ${P}/sales`]: { body: { data: { sales: [], pagination: { total: 0 } } } } });
    await list({ startDate: '2026-11-01', endDate: '2026-13-45' });
    expect(queryOf(f.last().url)).toMatchObject({ startDate: '2026-11-01' });
    expect(queryOf(f.last().url)).not.toHaveProperty('endDate');
    await list({ startDate: 'yesterday', endDate: '2026-02-28' });
    expect(queryOf(f.last().url)).not.toHaveProperty('startDate');
    expect(queryOf(f.last().url).endDate).toBe('2026-02-28');
  });
});

describe('the sales keyword search', () => {
  const sale = {
    platform: 'INSTAGRAM',
    product: { name: 'Retro Cap', brand: 'Tambay' },
    customerName: null,
    customerLocation: null,
  } as unknown as Sale;
  afterEach(() => i18nProvider.changeLocale('en'));

  it('finds a platform by its English name, and by its Arabic name when staff work in Arabic', async () => {
    expect(saleMatches(sale, 'insta')).toBe(true);
    expect(saleMatches(sale, 'إنستغرام')).toBe(false);
    await i18nProvider.changeLocale('ar');
    expect(saleMatches(sale, 'إنستغرام')).toBe(true);
    expect(saleMatches(sale, 'insta')).toBe(true);
    expect(saleMatches(sale, 'فيسبوك')).toBe(false);
  });
});
