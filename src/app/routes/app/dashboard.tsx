import { DashboardView } from '../../../features/dashboard/components/dashboard-view.js';

export const DashboardRoute = () => <DashboardView />;
