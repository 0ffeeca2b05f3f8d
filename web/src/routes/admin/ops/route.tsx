import { createFileRoute } from '@tanstack/react-router';
import { OpsLayout } from '../-components/ops/OpsLayout.tsx';

/** /admin/ops: projections and reactors, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/ops')({
  component: OpsLayout,
});
