import type { User } from '#app/api/auth.ts';
import { LiveUpdates } from '#app/live/LiveUpdates.tsx';
import { NotificationBell } from '#app/notifications/NotificationBell.tsx';
import { MessagesLink } from './MessagesLink.tsx';
import UserMenu from './UserMenu.tsx';

/**
 * The header's controls for a signed-in user, loaded after the page has settled: Messages, the
 * bell, the avatar menu, and the live stream that keeps their counts and the open screens up to date.
 */
export default function SignedInControls({ user }: { user: User }) {
  return (
    <>
      <LiveUpdates />
      <MessagesLink />
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
