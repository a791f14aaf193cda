import { dashboardOverviewSchema, type DashboardOverview } from '../../../../contract/index.js';
import { api } from '../../../lib/api-client.js';
import { toApiError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

/** GET /api/v1/dashboard/overview */
export async function getDashboardOverview(): Promise<DashboardOverview> {
  try {
    return dashboardOverviewSchema.parse(await api.get('dashboard/overview').json());
  } catch (error) {
    throw await toApiError(error, sr.dashboard.fallback);
  }
}
