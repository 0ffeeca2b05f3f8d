import { adminCarRoutes } from './admin-cars';
import { carContactRoutes } from './car-contact';
import { carPageRoutes } from './car-pages';
import { carRoutes } from './cars';
import { myCarRoutes } from './my-cars';
import { regionPricingRoutes } from './region-pricing';

/**
 * Cars: browsing and a car's page, the numbers to call about a car (signed in), the host's cars
 * and their region pricing, the admins' moderation.
 */
export const carsRoutes = [
  carRoutes,
  carContactRoutes,
  myCarRoutes,
  regionPricingRoutes,
  adminCarRoutes,
  carPageRoutes,
];
