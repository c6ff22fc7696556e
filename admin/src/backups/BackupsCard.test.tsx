import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { BackupStatus } from '@shop/common';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import { BackupsCard } from './BackupsCard';
import { i18nProvider } from '../i18n';

const NAME = '2026-11-26T00-00-00-012Z-nightly';
const status: BackupStatus = {
  enabled: true,
  running: false,
  latest: {
    name: NAME,
    at: '2026-11-26T00:00:00.012Z',
    reason: 'nightly',
    totalBytes: 12_000_000,
    rows: { sales: 10, products: 3 },
    uploads: { files: 2, bytes: 9 },
  },
  lastRun: { at: '2026-11-26T00:00:00.012Z', reason: 'nightly', ok: true, name: NAME, message: null },
  lastSuccessAgeSeconds: 60,
  nextAt: '2026-11-27T00:00:00.000Z',
  keep: { daily: 7, weekly: 4 },
  offsite: { configured: false, target: null, lastUpload: null },
  count: 1,
  warning: null,
};
const LINK = `/api/v1/backups/${NAME}/download?ticket=abc.def`;

function renderCard() {
  return render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <BackupsCard />
      <Notification />
    </AdminContext>,
  );
}

describe('Backups card download', () => {
  signedInEachTest();
  afterEach(() => vi.restoreAllMocks());

  it('asks for a one-time ticket for the shown backup and lets the browser follow the link, never fetching the file itself', async () => {
    const api = fakeFetch({
      'GET /api/v1/backups/status': { body: { data: status } },
      [`POST /api/v1/backups/${NAME}/download-ticket`]: { status: 201, body: { data: { url: LINK, expiresAt: '2026-11-26T00:01:00.000Z' } } },
    });
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href') ?? '');
    });
    const objectUrl = vi.fn();
    URL.createObjectURL = objectUrl;
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Download latest/ }));
    await waitFor(() => expect(followed).toEqual([LINK]));
    const ticketCall = api.calls.find((c) => c.method === 'POST');
    expect(ticketCall?.url).toBe(`/api/v1/backups/${NAME}/download-ticket`);
    expect(ticketCall?.headers.Authorization ?? ticketCall?.headers.authorization).toBe('Bearer tok');
    // the archive itself is never fetched into the page's memory, and the token is in no URL
    expect(api.calls.filter((c) => c.url.includes('/download?') || c.url.endsWith('/latest/download'))).toEqual([]);
    expect(objectUrl).not.toHaveBeenCalled();
    expect(followed[0]).not.toContain('tok');
  });

  it('shows why when the ticket is refused', async () => {
    fakeFetch({
      'GET /api/v1/backups/status': { body: { data: status } },
      [`POST /api/v1/backups/${NAME}/download-ticket`]: {
        status: 404,
        body: { statusCode: 404, message: `There is no backup named ${NAME}.`, error: 'Not Found' },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Download latest/ }));
    expect(await screen.findByText(/no backup named/i)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});
