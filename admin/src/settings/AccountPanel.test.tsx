import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { ACCOUNT_MESSAGES } from '@shop/common';
import SETTINGS_TEXTS from '../i18n/messages/en/settings';
import { i18nProvider } from '../i18n';
import { fakeFetch } from '../test/fakeFetch';
import { AccountPanel } from './AccountPanel';

const me = { id: 'c000000000000000000000001', fullName: 'Omar Owner', email: 'owner@example.com' };

function renderPanel() {
  const updateProfile = vi.fn();
  fakeFetch({
    'PUT /api/v1/auth/update-profile': (call) => {
      updateProfile(call.body);
      const body = call.body as { name: string; email: string };
      return { body: { data: { ...me, name: body.name, email: body.email } } };
    },
  });
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => me,
  };
  render(
    <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider}>
      <AccountPanel editing onCancel={() => undefined} />
    </AdminContext>,
  );
  return updateProfile;
}

const card = async () => within(await screen.findByTestId('card-account'));

describe('AccountPanel profile form', () => {
  it('asks for the current password when the email changes, and sends it', async () => {
    const updateProfile = renderPanel();
    const account = await card();
    fireEvent.change(await account.findByLabelText(SETTINGS_TEXTS.fields.email), { target: { value: 'new@example.com' } });
    fireEvent.click(account.getByRole('button', { name: SETTINGS_TEXTS.updateProfile }));
    await waitFor(() => expect(account.getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeTruthy());
    expect(updateProfile).not.toHaveBeenCalled();
    fireEvent.change(account.getByLabelText(SETTINGS_TEXTS.fields.currentPassword), { target: { value: 'my-current-pw' } });
    fireEvent.click(account.getByRole('button', { name: SETTINGS_TEXTS.updateProfile }));
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({ name: 'Omar Owner', email: 'new@example.com', currentPassword: 'my-current-pw' }),
    );
  });

  it('sends a name change alone without any password', async () => {
    const updateProfile = renderPanel();
    const account = await card();
    fireEvent.change(await account.findByLabelText(SETTINGS_TEXTS.fields.name), { target: { value: 'Omar' } });
    fireEvent.click(account.getByRole('button', { name: SETTINGS_TEXTS.updateProfile }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ name: 'Omar', email: 'owner@example.com' }));
  });
});
