import { adminCarRoutes } from './admin-cars';
import { carPageRoutes } from './car-pages';
import { carRoutes } from './cars';
import { myCarRoutes } from './my-cars';
import { regionPricingRoutes } from './region-pricing';

/** Cars: browsing and a car's page, the host's cars and their region pricing, the admins' moderation. */
export const carsRoutes = [carRoutes, myCarRoutes, regionPricingRoutes, adminCarRoutes, carPageRoutes];
