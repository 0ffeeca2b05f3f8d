import { createRootRouteWithContext } from '@tanstack/react-router';
import { loadSessionUser } from '#app/api/auth.ts';
import { RootLayout } from '#app/components/layout/RootLayout.tsx';
import type { RouterContext } from '#app/router.tsx';
import { NotFound } from './-components/NotFound.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Ask who is signed in as early as possible, without holding the page back for the answer.
  loader: ({ context }) => {
    void loadSessionUser(context.queryClient);
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});
