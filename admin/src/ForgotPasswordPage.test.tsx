import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AUTH_MESSAGES } from '@shop/common';
import { fakeFetch } from './test/fakeFetch';
import ForgotPasswordPage from './ForgotPasswordPage';

const P = '/api/v1';

function requestFor(email: string) {
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password request', () => {
  it('checks the address before asking the API', async () => {
    const f = fakeFetch({});
    requestFor('not-an-address');
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(f.calls).toHaveLength(0);
  });

  it('sends the trimmed address and shows the same confirmation the API gives every address', async () => {
    const f = fakeFetch({ [`POST ${P}/auth/forgot-password`]: { body: { data: { message: AUTH_MESSAGES.forgotPasswordSent } } } });
    requestFor('  owner@example.com ');
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(AUTH_MESSAGES.forgotPasswordSent);
    expect(f.last().body).toEqual({ email: 'owner@example.com' });
  });

  it('a 429 from the throttle is shown as too many requests, with the API text', async () => {
    fakeFetch({
      [`POST ${P}/auth/forgot-password`]: {
        status: 429,
        body: { statusCode: 429, message: 'Too many reset requests. Try again in 15 minutes.', error: 'Too Many Requests' },
      },
    });
    requestFor('owner@example.com');
    const box = await screen.findByTestId('forgot-error');
    expect(box.textContent).toContain('Too many requests');
    expect(box.textContent).toContain('Too many reset requests. Try again in 15 minutes.');
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
  });
});
