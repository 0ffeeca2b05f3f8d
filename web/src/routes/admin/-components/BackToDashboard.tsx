import { Link } from '@tanstack/react-router';

/** Above the title of an admin page off the dashboard: the way back to it. */
export function BackToDashboard() {
  return (
    <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
      ← Admin Dashboard
    </Link>
  );
}
