import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import * as rec from '../test/recorded';
import Dashboard from './Dashboard';

signedInEachTest();

// The machine reading the back office may sit in any zone; staff read the shop's (Riyadh) time everywhere.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = machineZone;
});

describe('Dashboard', () => {
  it('shows Recent activity times in the shop time zone, as the order screens do, whatever the browser zone', async () => {
    const at = '2026-11-22T09:00:00.000Z';
    fakeFetch({
      'GET /api/v1/dashboard/summary': {
        body: { data: { ...rec.summary.data, recentActivity: [{ ...rec.summary.data.recentActivity[0], createdAt: at }] } },
      },
    });
    render(
      <AdminContext dataProvider={testDataProvider()}>
        <Dashboard />
      </AdminContext>,
    );
    // 09:00 UTC is 12:00 in Riyadh (and 04:00 in New York)
    expect(await screen.findByText('Nov 22, 2026, 12:00 PM')).toBeTruthy();
    expect(screen.queryByText(/4:00\s?AM/)).toBeNull();
  });
});
