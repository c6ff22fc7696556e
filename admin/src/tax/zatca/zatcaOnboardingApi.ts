import type { ZatcaEnvironment, ZatcaOnboardingStatus } from '@shop/common';
import { apiRequest } from '../../api/http';

/** The onboarding routes (owner only): each step answers the whole status, or a 409 saying what to fix. */
export const zatcaOnboardingApi = {
  status: () => apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding'),
  environment: (environment: ZatcaEnvironment) =>
    apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding/environment', { method: 'PUT', body: { environment } }),
  complianceCsid: (body: { otp: string; branchName: string; businessCategory: string }) =>
    apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding/compliance-csid', { method: 'POST', body }),
  complianceChecks: () => apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding/compliance-checks', { method: 'POST' }),
  productionCsid: () => apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding/production-csid', { method: 'POST' }),
  /** The phase 2 switch (invoices' route), then the status that shows it. */
  phase2: async (on: boolean) => {
    await apiRequest<{ phase2: boolean }>('/invoices/zatca-phase2', { method: 'PUT', body: { on } });
    return await apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding');
  },
  renewal: (otp: string) => apiRequest<ZatcaOnboardingStatus>('/zatca/onboarding/renewal', { method: 'POST', body: { otp } }),
};
