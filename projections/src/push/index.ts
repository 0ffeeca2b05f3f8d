import type { Projection } from '../runner/projection';
import { pushSubscriptionsReadModel } from './push-subscriptions.read-model';

/** The push feature's read model: the browsers each user's notifications are pushed to. */
export const pushProjections = (): Projection[] => [pushSubscriptionsReadModel];
