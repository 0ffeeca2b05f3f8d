import { hostDashboardContract } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import { operationQuery } from './calls.ts';

/** The signed-in host's dashboard: trips needing them, trips to come with their earnings, their cars. */
export const hostDashboardQueryOptions = () => operationQuery(hostDashboardContract.dashboard);
