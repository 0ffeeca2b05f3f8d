import { accountRoutes } from './accounts';
import { adminUserRoutes } from './admin-users';
import { driverRoutes } from './drivers';

/**
 * Accounts: sign-up, sign-in, profiles and their outbox; the admins' review of renters'
 * licences and IDs (the payment route asks for its approval); the admins' Users page, where
 * suspending an account ends its sessions and unpaid holds and hides its listings.
 */
export const accountsRoutes = [accountRoutes, driverRoutes, adminUserRoutes];
