import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Transition } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import type { Session } from '#app/api/auth.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { useUnreadMessages, WithUnreadCount } from './MessagesLink.tsx';
import { MAIN_LINKS } from './main-links.ts';

interface DrawerLink {
  to: string;
  label: string;
  /** Unread items behind it, shown and said after the label. */
  count?: number;
}

/** The account pages, when signed in: a host with cars starts at their dashboard. */
function accountLinks(hasCars: boolean, unreadMessages: number): DrawerLink[] {
  return [
    hasCars ? { to: '/dashboard', label: 'Dashboard' } : { to: '/my-cars', label: 'List Your Car' },
    { to: '/messages', label: 'Messages', count: unreadMessages },
    { to: '/earnings', label: 'Earnings' },
    { to: '/profile', label: 'My Profile' },
    { to: '/my-bookings', label: 'My Bookings' },
    { to: '/notifications', label: 'Notifications' },
  ];
}

const linkClasses =
  'flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** After the closing transition, once the page behind is no longer inert. */
  afterClose: () => void;
  session: Session;
}

/** One group of the drawer's links; following one closes the drawer. */
function LinkList({
  links,
  onFollow,
  className,
}: {
  links: readonly DrawerLink[];
  onFollow: () => void;
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} onClick={onFollow} className={linkClasses}>
            <WithUnreadCount label={link.label} unread={link.count ?? 0} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AccountLinks({ hasCars, onFollow }: { hasCars: boolean; onFollow: () => void }) {
  const unread = useUnreadMessages();
  return (
    <LinkList
      links={accountLinks(hasCars, unread)}
      onFollow={onFollow}
      className="mt-4 grid gap-1 border-t border-stone-200 pt-4"
    />
  );
}

/** Small screens: a side drawer with the navigation and, when signed in, the account pages. */
export default function MobileDrawer({ open, onClose, afterClose, session }: MobileDrawerProps) {
  return (
    <Transition show={open} afterLeave={afterClose}>
      <Dialog onClose={onClose} className="relative z-50 md:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-black/40 transition-opacity data-closed:opacity-0"
        />
        <DialogPanel
          transition
          className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-4 shadow-xl transition-transform data-closed:-translate-x-full"
        >
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-bold text-brand-800">Menu</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-2 hover:bg-stone-100"
              aria-label="Close menu"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <nav aria-label="Main">
            <LinkList links={MAIN_LINKS} onFollow={onClose} className="grid gap-1" />
            {session.status === 'signedIn' && (
              <AccountLinks hasCars={session.user.hasCars} onFollow={onClose} />
            )}
          </nav>
        </DialogPanel>
      </Dialog>
    </Transition>
  );
}
