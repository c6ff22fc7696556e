import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { i18nProvider } from '../i18n';
import { tokenStore } from '../api/tokenStore';
import { fakeFetch } from '../test/fakeFetch';
import { catalogAge } from './StallApp';
import { LanguageSwitch } from './LanguageSwitch';
import { openInStartLocale, stallStartLocale, useStallWords } from './useStallWords';

const MIN = 60_000;
const NOW = Date.parse('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('the stall speaks through the back office provider', () => {
  it('counts sales waiting, pieces left and the catalog age in English', () => {
    const { result } = renderHook(() => useStallWords());
    const { t, count } = result.current;
    expect(count('waiting', 1)).toBe('1 sale waiting to send');
    expect(count('waiting', 3)).toBe('3 sales waiting to send');
    expect(count('left', 2)).toBe('2 left');
    expect(t('payments.BANK_TRANSFER')).toBe('Bank transfer');
    expect(t('catalogAge', { age: catalogAge(ago(10_000), NOW, count, t) })).toBe('Catalog from just now');
    expect(catalogAge(ago(5 * MIN), NOW, count, t)).toBe('5 min ago');
    expect(catalogAge(ago(119 * MIN), NOW, count, t)).toBe('119 min ago');
    expect(catalogAge(ago(3 * 60 * MIN), NOW, count, t)).toBe('3 h ago');
  });

  it('in Arabic, picks each count its own form (one, two, few, many, other) with the number formatted', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    const { result } = renderHook(() => useStallWords());
    const { t, count, locale } = result.current;
    expect(locale).toBe('ar');
    expect([1, 2, 3, 11, 100].map((n) => count('waiting', n))).toEqual([
      'عملية بيع واحدة بانتظار الإرسال',
      'عمليتا بيع بانتظار الإرسال',
      '3 عمليات بيع بانتظار الإرسال',
      '11 عملية بيع بانتظار الإرسال',
      '100 عملية بيع بانتظار الإرسال',
    ]);
    expect(count('waiting', 1250)).toBe('1,250 عملية بيع بانتظار الإرسال');
    expect(t('payments.CASH')).toBe('نقدًا');
    expect(catalogAge(ago(2 * MIN), NOW, count, t)).toBe('قبل دقيقتين');
    expect(catalogAge(ago(10 * 60 * MIN), NOW, count, t)).toBe('قبل 10 ساعات');
  });

  it("opens in the staff member's own choice kept with the signed-in user, else in the phone's last language", () => {
    expect(stallStartLocale()).toBe('en');
    tokenStore.set({ accessToken: 'a', user: { id: 'u1', email: 's@example.com', language: 'ar' } as never });
    expect(stallStartLocale()).toBe('ar');
  });

  it('opens in that language before the first words are read', async () => {
    tokenStore.set({ accessToken: 'a', user: { id: 'u1', email: 's@example.com', language: 'ar' } as never });
    await act(() => openInStartLocale());
    const { result } = renderHook(() => useStallWords());
    expect(result.current.t('title')).toBe('الكشك');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("switches to Arabic right to left, keeps the choice on this phone and saves it on the staff member's account", async () => {
    const user = { id: 'u1', email: 's@example.com', language: null };
    const api = fakeFetch({ 'PATCH /api/v1/auth/language': ({ body }) => ({ body: { data: { ...user, ...(body as object) } } }) });
    tokenStore.set({ accessToken: 'a', user: user as never });
    render(<LanguageSwitch />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'العربية' })));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(tokenStore.user()?.language).toBe('ar');
    expect(stallStartLocale()).toBe('ar');
    // vi.waitFor's own limit is 1 s by default; 15 s, as the setup gives Testing Library's waits, only ends a hang
    await vi.waitFor(() => expect(api.calls.map((c) => [c.method, c.body])).toEqual([['PATCH', { language: 'ar' }]]), { timeout: 15_000 });
    // the switch now offers English, named in English
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(document.documentElement.dir).toBe('ltr');
  });
});
