import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, useTranslate } from 'react-admin';
import { apiRequest } from '../api/http';
import { currentLocale, i18nProvider } from '../i18n';
import { fakeFetch } from '../test/fakeFetch';
import { ownerUser } from '../test/recorded';
import { signedInEachTest } from '../test/signedIn';
import { LanguageSwitch } from './LanguageSwitch';

signedInEachTest();

function Title() {
  return <h1>{useTranslate()('shop.shell.menu.orders')}</h1>;
}

const renderSwitch = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore({ locale: currentLocale() })}>
      <Title />
      <LanguageSwitch compact={false} />
    </AdminContext>,
  );

// every test starts in English, whatever the last one chose
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('the language switch', () => {
  it('switches the back office to Arabic at once, right to left, and saves it as the staff member’s own', async () => {
    const api = fakeFetch({
      'PATCH /api/v1/auth/language': (call) => ({ body: { data: { ...ownerUser, language: (call.body as { language: string }).language } } }),
    });
    renderSwitch();
    expect(screen.getByRole('heading').textContent).toBe('Orders');
    fireEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('الطلبات'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // the switch now offers English, named in English
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const saved = api.calls.find((c) => c.method === 'PATCH');
    expect(saved?.body).toEqual({ language: 'ar' });

    fireEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Orders'));
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ language: 'ar' }, { language: 'en' }]));
  });

  it('keeps the switch when saving fails, and says so', async () => {
    fakeFetch({ 'PATCH /api/v1/auth/language': { status: 503, body: { statusCode: 503, message: 'down' } } });
    renderSwitch();
    fireEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('الطلبات'));
    expect(currentLocale()).toBe('ar');
  });

  it('asks the API in the language the back office speaks, so its validation errors come back in it', async () => {
    const api = fakeFetch({
      'PUT /api/v1/products/p1': (call) => ({
        status: 400,
        body: {
          statusCode: 400,
          message: call.headers['Accept-Language'] === 'ar' ? 'سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح' : 'English',
          errors: {},
        },
      }),
    });
    await i18nProvider.changeLocale('ar');
    await expect(apiRequest('/products/p1', { method: 'PUT', body: {} })).rejects.toThrow('سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح');
    expect(api.last().headers['Accept-Language']).toBe('ar');
    await i18nProvider.changeLocale('en');
    await expect(apiRequest('/products/p1', { method: 'PUT', body: {} })).rejects.toThrow('English');
    expect(api.last().headers['Accept-Language']).toBe('en');
  });
});
