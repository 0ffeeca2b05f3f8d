import { hostDashboardContract } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import {
  bookingsReadModel,
  carsReadModel,
  hostDashboard,
  payoutsReadModel,
  tripsReadModel,
} from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { readsCallersWrites } from '../../plugins/commands';
import { addRoute } from '../add-route';
import { tripPhotoUrl } from '../trips/trips';

/** A host's home: their trips needing them, trips to come with their earnings, their cars. */
export async function hostDashboardRoutes(app: FastifyInstance) {
  const photoUrl = tripPhotoUrl(app);
  addRoute(
    app,
    hostDashboardContract.dashboard,
    // It shows the host's own trip steps, new payout account and cars at once.
    { preHandler: readsCallersWrites([bookingsReadModel, tripsReadModel, payoutsReadModel, carsReadModel]) },
    async (request) => hostDashboard(app.deps.pool, signedInUserId(request), photoUrl),
  );
}
