import type { DashboardOverview } from '../../../../contract/index.js';
import { sr } from '../../../i18n/sr.js';
import { createUserResourceStore } from '../../../lib/storage/create-user-resource-store.js';
import { getDashboardOverview } from '../api/get-dashboard-overview.js';

export const useDashboardStore = createUserResourceStore<DashboardOverview>(
  'dashboard',
  getDashboardOverview,
  sr.dashboard.fallback,
);
