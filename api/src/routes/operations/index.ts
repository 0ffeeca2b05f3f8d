import { adminOpsRoutes } from './admin-ops';

/** Operations: the admins' view of projections and jobs, with rebuild and retry. */
export const operationsRoutes = [adminOpsRoutes];
