import { notificationRoutes } from './notifications';

/** Notifications: the bell, its settings and the live updates of open pages. */
export const notificationsRoutes = [notificationRoutes];
