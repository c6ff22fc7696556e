import { apiRequest } from '../api/http';
import type { DashboardSummary } from '../api/types';

export const dashboardCalls = {
  dashboardSummary: () => apiRequest<DashboardSummary>('/dashboard/summary'),
};
