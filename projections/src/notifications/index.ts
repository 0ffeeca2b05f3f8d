import type { Projection } from '../runner/projection';
import { notificationsReadModel } from './notifications.read-model';

/** The notifications feature's read model: the bell, its e-mails' cursor and live updates. */
export const notificationsProjections = (): Projection[] => [notificationsReadModel];
