import { createRootRouteWithContext } from '@tanstack/react-router';
import { loadSessionUser } from '#app/api/auth.ts';
import { RootLayout } from '#app/components/layout/RootLayout.tsx';
import { NotFound } from '#app/components/NotFound.tsx';
import type { RouterContext } from '#app/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Ask who is signed in as early as possible, without holding the page back for the answer.
  loader: ({ context }) => {
    void loadSessionUser(context.queryClient);
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});
