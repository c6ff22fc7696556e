import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntakeAlert } from './OrderList';

describe("the Orders list's note on the hourly order budget", () => {
  it('names the refused orders, since when (shop time) and the limit, and that the chat messages still come', () => {
    render(<IntakeAlert intake={{ paused: true, refused: 3, since: '2026-11-28T10:05:00.000Z', perHour: 300 }} />);
    expect(screen.getByTestId('intake-alert').textContent).toBe(
      "Order storage paused: 3 orders refused since Nov 28, 2026, 1:05 PM (limit 300 an hour). Shoppers' chat messages still reach you.",
    );
  });

  it('shows refusals of the last day after the pause ended, and nothing when none were refused and storage runs', () => {
    const { unmount } = render(<IntakeAlert intake={{ paused: false, refused: 1, since: '2026-11-28T10:05:00.000Z', perHour: 50 }} />);
    expect(screen.getByTestId('intake-alert').textContent).toContain('1 order refused since');
    unmount();
    render(<IntakeAlert intake={{ paused: false, refused: 0, since: null, perHour: 300 }} />);
    expect(screen.queryByTestId('intake-alert')).toBeNull();
  });
});
