import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeFetch } from './test/fakeFetch';
import { signedInEachTest } from './test/signedIn';
import * as rec from './test/recorded';
import LoginPage from './LoginPage';

const P = '/api/v1';
const unavailable = {
  status: 503,
  body: { statusCode: 503, message: 'The service is temporarily unavailable. Please try again later.', error: 'Service Unavailable' },
};

signedInEachTest();

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('sign-in page with a stored session the API cannot check', () => {
  it('shows Service Unavailable with a retry instead of spinning, and goes on once the API answers', { timeout: 30_000 }, async () => {
    let down = true;
    fakeFetch({ [`GET ${P}/auth/me`]: () => (down ? unavailable : { body: { data: rec.ownerUser } }) });
    renderLogin();
    expect(await screen.findByTestId('service-unavailable', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Service Unavailable')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
