import { createFileRoute } from '@tanstack/react-router';
import { MyCarsLayout } from './-components/MyCarsLayout.tsx';

export const Route = createFileRoute('/_signed-in/my-cars')({
  component: MyCarsLayout,
});
