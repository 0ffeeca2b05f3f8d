import { reportRoutes } from './reports';

/** Reports: users report a listing, a user or a message; the admins' queue. */
export const reportsRoutes = [reportRoutes];
