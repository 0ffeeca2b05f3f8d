import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { type User, useLogout } from '#app/api/auth.ts';
import { avatarInitials, fullName } from '#app/components/avatar/avatar-initials.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { toast } from '#app/components/toast/toast-store.ts';

const ACCOUNT_LINKS: { to: string; label: string; adminOnly: boolean }[] = [
  { to: '/profile', label: 'My Profile', adminOnly: false },
  { to: '/my-cars', label: 'My Cars', adminOnly: false },
  { to: '/earnings', label: 'Earnings', adminOnly: false },
  { to: '/my-bookings', label: 'My Bookings', adminOnly: false },
  { to: '/notifications', label: 'Notifications', adminOnly: false },
  // Only admins see it: for anyone else it would lead to a page that refuses them.
  { to: '/admin', label: 'Admin Dashboard', adminOnly: true },
];

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-brand-50 data-focus:text-brand-800';

/** The avatar menu of a signed-in user: who they are, their pages, and Log Out. */
export default function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = fullName(user);

  const logOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Log out failed', description: error.message }),
    });

  return (
    <Menu>
      {/* The name holds the initials the avatar shows, so "click KO" works for speech input (WCAG 2.5.3). */}
      <MenuButton className="rounded-full" aria-label={`Account menu, ${avatarInitials(user)}`}>
        <UserAvatar person={user} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 w-64 rounded-lg border border-stone-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <div className="px-3 py-2">
          {name && <p className="truncate text-sm font-semibold">{name}</p>}
          {user.email && <p className="truncate text-sm text-stone-600">{user.email}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        {ACCOUNT_LINKS.filter((link) => !link.adminOnly || user.isAdmin).map((link) => (
          <MenuItem key={link.to}>
            <Link to={link.to} className={itemClasses}>
              {link.label}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        <MenuItem>
          <button type="button" onClick={logOut} disabled={logout.isPending} className={itemClasses}>
            {logout.isPending ? 'Logging out...' : 'Log Out'}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
