import { dashboardOverviewSchema, type DashboardOverview } from '../../../../contract/api.js';
import { ENDPOINTS } from '../../../../contract/endpoints.js';
import { sr } from '../../../i18n/sr.js';
import { callApi } from '../../../lib/api-call.js';

export const getDashboardOverview = (): Promise<DashboardOverview> =>
  callApi(ENDPOINTS.dashboardOverview, { answer: dashboardOverviewSchema, fallback: sr.dashboard.fallback });
