import { tripRoutes } from './trips';

/** Trips: the handover, the return, their photos and damage reports. */
export const tripsRoutes = [tripRoutes];
