import type { Projection } from '@akwaaba/projections';
import { carsProjection } from '@akwaaba/projections/cars/cars.projection';
import { usersProjection } from '@akwaaba/projections/users/users.projection';

/** Every projection and reactor the product runs, in one list for the runner, the CLI and the ops page. */
export const allProjections: Projection[] = [carsProjection, usersProjection];
