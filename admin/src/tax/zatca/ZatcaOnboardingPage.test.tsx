import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { permissionMapFor, type ZatcaOnboardingStatus, type ZatcaOnboardingStep } from '@shop/common';
import { fakeFetch } from '../../test/fakeFetch';
import { signedInEachTest } from '../../test/signedIn';
import { i18nProvider } from '../../i18n';
import ZatcaOnboardingPage, { activeStep } from './ZatcaOnboardingPage';

const TODO: ZatcaOnboardingStep = { state: 'TODO', at: null, httpStatus: null, messages: [], fix: null };
const DONE: ZatcaOnboardingStep = { state: 'DONE', at: '2026-11-29T03:00:00.000Z', httpStatus: 200, messages: [], fix: null };
const BAD_OTP_FIX = 'ZATCA did not accept the OTP: get a new one in the Fatoora portal';

const status = (over: Partial<ZatcaOnboardingStatus> = {}, steps: Partial<ZatcaOnboardingStatus['steps']> = {}): ZatcaOnboardingStatus => ({
  environment: 'SIMULATION',
  certificate: { kind: 'SELF_SIGNED', subject: 'CN=stand-in', issuer: 'CN=stand-in', validTo: '2031-01-01T00:00:00.000Z' },
  onboarded: false,
  phase2: false,
  unit: null,
  ...over,
  steps: { complianceCsid: TODO, complianceChecks: { ...TODO, documents: [] }, productionCsid: TODO, renewal: TODO, ...steps },
});

const auth = (role: 'OWNER' | 'ADMIN'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissionMapFor(role),
});

function renderPage(role: 'OWNER' | 'ADMIN' = 'OWNER') {
  return render(
    <AdminContext
      dataProvider={testDataProvider()}
      authProvider={auth(role)}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ZatcaOnboardingPage />
    </AdminContext>,
  );
}

/**
 * The screen walks the onboarding steps in order and shows each one's state and ZATCA's answer. Each test renders
 * react-admin and fills forms, which takes seconds on the shared machine: a generous budget, the assertions wait on
 * what is shown.
 */
describe('ZATCA onboarding screen', { timeout: 30_000 }, () => {
  signedInEachTest();
  afterEach(() => vi.restoreAllMocks());

  it('the active step is the first one not done', () => {
    expect(activeStep(status({ environment: null }))).toBe(0);
    expect(activeStep(status())).toBe(1);
    expect(activeStep(status({}, { complianceCsid: DONE }))).toBe(2);
    expect(activeStep(status({}, { complianceCsid: DONE, complianceChecks: { ...DONE, documents: [] } }))).toBe(3);
    expect(
      activeStep(status({ onboarded: true }, { complianceCsid: DONE, complianceChecks: { ...DONE, documents: [] }, productionCsid: DONE })),
    ).toBe(4);
  });

  it('before anything: the three environments to choose from; choosing one sends it', async () => {
    const api = fakeFetch({
      'GET /api/v1/zatca/onboarding': { body: { data: status({ environment: null, certificate: null }) } },
      'PUT /api/v1/zatca/onboarding/environment': ({ body }) => ({
        body: { data: status({ environment: (body as { environment: 'SIMULATION' }).environment }) },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Simulation/ }));
    expect(screen.getByRole('radio', { name: /Developer portal/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Production/ })).toBeTruthy();
    expect(screen.getByText(/No signing key yet/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('zatca-environment'));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ environment: 'SIMULATION' }));
    expect(await screen.findByText('Environment: Simulation (your taxpayer account, nothing counts)')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Get compliance CSID' })).toBeTruthy();
  });

  it("refused input is said above the step; a bad OTP: the step shows Failed, what to do and ZATCA's message (once, not twice)", async () => {
    const failed = status(
      {},
      {
        complianceCsid: {
          state: 'FAILED',
          at: '2026-11-29T03:00:00.000Z',
          httpStatus: 400,
          messages: ['Invalid-OTP: The provided OTP is invalid'],
          fix: BAD_OTP_FIX,
        },
      },
    );
    let current = status();
    const api = fakeFetch({
      'GET /api/v1/zatca/onboarding': () => ({ body: { data: current } }),
      'POST /api/v1/zatca/onboarding/compliance-csid': ({ body }) => {
        if ((body as { otp: string }).otp.length !== 6)
          return { status: 400, body: { statusCode: 400, message: 'otp must be the six digits from the Fatoora portal' } };
        current = failed;
        return { status: 409, body: { statusCode: 409, message: `${BAD_OTP_FIX} — Invalid-OTP: The provided OTP is invalid` } };
      },
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'OTP (6 digits)' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Branch name' }), { target: { value: 'Riyadh Branch' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Business category' }), { target: { value: 'Retail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get compliance CSID' }));
    expect((await screen.findByRole('alert')).textContent).toBe('otp must be the six digits from the Fatoora portal');
    expect(screen.queryByTestId('zatca-answer')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'OTP (6 digits)' }), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get compliance CSID' }));
    const answer = await screen.findByTestId('zatca-answer');
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      otp: '999999',
      branchName: 'Riyadh Branch',
      businessCategory: 'Retail',
    });
    expect(screen.queryByText('otp must be the six digits from the Fatoora portal')).toBeNull();
    expect(within(answer).getByText(/ZATCA answered HTTP 400/)).toBeTruthy();
    expect(within(answer).getByText(BAD_OTP_FIX, { exact: false })).toBeTruthy();
    expect(within(answer).getByText('Invalid-OTP: The provided OTP is invalid')).toBeTruthy();
    expect(within(screen.getByTestId('zatca-step-complianceCsid')).getByText('Failed')).toBeTruthy();
    expect(screen.queryAllByText(/Invalid-OTP: The provided OTP is invalid/)).toHaveLength(1);
  });

  it("a rejected compliance check lists each sample with ZATCA's answer", async () => {
    const checks = {
      state: 'FAILED' as const,
      at: '2026-11-29T03:00:00.000Z',
      httpStatus: 400,
      messages: ['DEBIT_NOTE: BR-KSA-F-06-C2: building number'],
      fix: 'ZATCA rejected the sample debit note: correct what its messages name',
      documents: [
        { kind: 'INVOICE' as const, status: 'PASS', messages: [] },
        { kind: 'CREDIT_NOTE' as const, status: 'WARNING', messages: ['BR-KSA-08: seller identification'] },
        { kind: 'DEBIT_NOTE' as const, status: 'ERROR', messages: ['BR-KSA-F-06-C2: building number'] },
      ],
    };
    fakeFetch({
      'GET /api/v1/zatca/onboarding': { body: { data: status({}, { complianceCsid: DONE, complianceChecks: checks }) } },
      'POST /api/v1/zatca/onboarding/production-csid': { status: 409, body: { statusCode: 409, message: 'Run the compliance checks first' } },
    });
    renderPage();
    const samples = await screen.findByTestId('zatca-samples');
    expect(within(samples).getByText('Simplified tax invoice: Passed')).toBeTruthy();
    expect(within(samples).getByText('Credit note: Passed with warnings')).toBeTruthy();
    expect(within(samples).getByText('Debit note: Rejected')).toBeTruthy();
    expect(within(samples).getByText('BR-KSA-F-06-C2: building number')).toBeTruthy();
    expect(within(screen.getByTestId('zatca-step-complianceChecks')).getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run compliance checks' })).toBeTruthy();
  });

  it('onboarded: the production certificate, the serial number, the phase 2 switch and the renewal form', async () => {
    const api = fakeFetch({
      'GET /api/v1/zatca/onboarding': {
        body: {
          data: status(
            {
              onboarded: true,
              certificate: { kind: 'PRODUCTION_CSID', subject: 'CN=RetroCapShop', issuer: 'CN=ZATCA SubCA', validTo: '2028-01-01T00:00:00.000Z' },
              unit: { branchName: 'Riyadh Branch', businessCategory: 'Retail', serialNumber: '1-RetroCapShop|2-api-1|3-abc' },
            },
            { complianceCsid: DONE, complianceChecks: { ...DONE, documents: [] }, productionCsid: DONE },
          ),
        },
      },
      'PUT /api/v1/invoices/zatca-phase2': { body: { data: { phase2: true } } },
      'POST /api/v1/zatca/onboarding/renewal': {
        status: 201,
        body: {
          data: status(
            { onboarded: true },
            { complianceCsid: DONE, complianceChecks: { ...DONE, documents: [] }, productionCsid: DONE, renewal: DONE },
          ),
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Production CSID issued by ZATCA')).toBeTruthy();
    expect(screen.getByText(/Issued by .CN=ZATCA SubCA/)).toBeTruthy();
    // technical values are kept left to right inside either language's sentence (a Unicode isolate)
    expect(screen.getByText('Unit serial number: \u20681-RetroCapShop|2-api-1|3-abc\u2069')).toBeTruthy();
    expect(within(screen.getByTestId('zatca-onboarded')).getByText('Onboarded')).toBeTruthy();
    expect(screen.getByText(/Off: documents are phase 1 simplified tax invoices/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Phase 2: sign and report every document issued from now on' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ on: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New OTP (6 digits)' }), { target: { value: '123345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renew certificate' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ otp: '123345' }));
  });

  it('not the owner: says so and asks nothing of the API', async () => {
    const api = fakeFetch({});
    renderPage('ADMIN');
    expect(await screen.findByText('Only the owner can onboard the shop with ZATCA.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
