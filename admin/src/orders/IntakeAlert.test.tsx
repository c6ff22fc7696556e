import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { OrderIntakeStatus } from '@shop/common';
import { i18nProvider } from '../i18n';
import { IntakeAlert } from './OrderList';

const renderAlert = (intake: OrderIntakeStatus) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <IntakeAlert intake={intake} />
    </AdminContext>,
  );

describe("the Orders list's note on the hourly order budget", () => {
  it('names the refused orders, since when (shop time) and the limit, and that the chat messages still come', () => {
    renderAlert({ paused: true, refused: 3, since: '2026-11-28T10:05:00.000Z', perHour: 300 });
    expect(screen.getByTestId('intake-alert').textContent).toBe(
      "Order storage paused: 3 orders refused since Nov 28, 2026, 1:05 PM (limit 300 an hour). Shoppers' chat messages still reach you.",
    );
  });

  it('shows refusals of the last day after the pause ended, and nothing when none were refused and storage runs', () => {
    const { unmount } = renderAlert({ paused: false, refused: 1, since: '2026-11-28T10:05:00.000Z', perHour: 50 });
    expect(screen.getByTestId('intake-alert').textContent).toContain('1 order refused since');
    unmount();
    renderAlert({ paused: false, refused: 0, since: null, perHour: 300 });
    expect(screen.queryByTestId('intake-alert')).toBeNull();
  });
});

describe('the same note in Arabic', () => {
  afterEach(() => act(() => i18nProvider.changeLocale('en')));

  it("counts the refused orders in Arabic's plural forms, with the limit as a number", async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    const { unmount } = renderAlert({ paused: true, refused: 3, since: '2026-11-28T10:05:00.000Z', perHour: 300 });
    const text = screen.getByTestId('intake-alert').textContent ?? '';
    expect(text).toMatch(/^حفظ الطلبات متوقف: رُفضت 3 طلبات منذ .+ \(الحد 300 في الساعة\)\. /);
    expect(text).not.toMatch(/[A-Za-z]/);
    unmount();
    renderAlert({ paused: true, refused: 11, since: '2026-11-28T10:05:00.000Z', perHour: 300 });
    expect(screen.getByTestId('intake-alert').textContent).toContain('رُفض 11 طلبًا منذ');
  });
});
