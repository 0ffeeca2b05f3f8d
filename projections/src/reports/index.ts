import type { Projection } from '../runner/projection';
import { reportsReadModel } from './reports.read-model';

/** The reports feature's read model: the admins' queue. */
export const reportsProjections = (): Projection[] => [reportsReadModel];
