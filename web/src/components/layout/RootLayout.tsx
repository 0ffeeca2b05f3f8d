import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { OfflineBanner } from '#app/components/offline/OfflineBanner.tsx';
import { Toaster } from '#app/components/toast/Toaster.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPage = useRef(true);

  // After moving to another screen, start keyboard and screen-reader users at its content,
  // as a full page load would, instead of leaving focus on a link that has gone.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (pathname) main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main ref={main} id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
