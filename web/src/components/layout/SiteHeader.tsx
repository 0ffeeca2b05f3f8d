import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSession } from '#app/api/auth.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { Logo } from './Logo.tsx';
import { MAIN_LINKS } from './main-links.ts';
import { SessionControls } from './SessionControls.tsx';

const loadDrawer = () => import('./MobileDrawer.tsx');
// The drawer (and its dialog code) loads on the first touch of the menu button, not with the page.
const MobileDrawer = lazy(loadDrawer);

export function SiteHeader() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  const menuButton = useRef<HTMLButtonElement>(null);

  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };
  // Headless UI gives focus back to the element it saw focused before the dialog, but it only
  // starts watching focus when its code loads, which for the drawer is on the first open: that
  // first close would leave focus on the page body. Hand it back to the menu button ourselves,
  // once the drawer has gone and the page behind it is no longer inert.
  const returnFocus = () => menuButton.current?.focus();

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <div className="flex items-center gap-1 md:gap-8">
          <button
            ref={menuButton}
            type="button"
            onClick={openDrawer}
            onPointerDown={loadDrawer}
            className="-ml-2 rounded-md p-2 hover:bg-stone-100 md:hidden"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
          >
            <Icon name="menu" className="size-6" />
          </button>
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <SessionControls />
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            afterClose={returnFocus}
            session={session}
          />
        </Suspense>
      )}
    </header>
  );
}
