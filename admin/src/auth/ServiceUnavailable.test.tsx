import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ServiceUnavailable, UNAVAILABLE_RETRY_SECONDS } from './ServiceUnavailable';

describe('ServiceUnavailable', () => {
  it('says the service is temporarily unavailable, retries on its own and on request', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<ServiceUnavailable onRetry={onRetry} />);
    expect(screen.getByText('Service Unavailable')).toBeTruthy();
    expect(screen.getByTestId('service-unavailable').textContent).toContain('The service is temporarily unavailable. Please try again later.');
    expect(screen.getByTestId('service-unavailable').textContent).toContain('You are still signed in.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    for (let s = 0; s < UNAVAILABLE_RETRY_SECONDS; s++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
