import { pushRoutes as pushSubscriptionRoutes } from './push';

/** Push: notifications sent to the user's phones and browsers. */
export const pushRoutes = [pushSubscriptionRoutes];
