import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../-components/AdminDashboard.tsx';

/** The dashboard's header and tabs around its queue (a layout without a path: the URL stays /admin). */
export const Route = createFileRoute('/admin/_dashboard')({
  component: AdminDashboard,
});
