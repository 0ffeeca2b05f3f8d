/**
 * Screens from the spec's route table whose route files do not exist yet. Links to them stay
 * client-side and show the not-found page until the route is built. When one is built, delete its
 * path here: the compiler then points at every link to it, to be switched to a typed <Link to>.
 */
export type PlannedPath = '/my-bookings' | `/book/${string}`;

export const plannedPath = (path: PlannedPath): string => path;
