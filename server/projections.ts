import { carsProjection } from '@akwaaba/projections/cars/cars.projection';
import type { Projection } from '@akwaaba/projections';

/** Every projection and reactor the product runs, in one list for the runner, the CLI and the ops page. */
export const allProjections: Projection[] = [carsProjection];
