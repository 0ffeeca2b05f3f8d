import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn, useSession } from '#app/api/auth.ts';
import { SessionLoading } from '#app/components/auth/SignedInOnly.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { DeleteAccountCard } from './-components/profile/DeleteAccountCard.tsx';
import { IdentityCard } from './-components/profile/IdentityCard.tsx';
import { PhoneVerificationCard } from './-components/profile/PhoneVerificationCard.tsx';
import { ProfileDetailsForm } from './-components/profile/ProfileDetailsForm.tsx';
import { ProfilePhotoCard } from './-components/profile/ProfilePhotoCard.tsx';
import { YourDataCard } from './-components/profile/YourDataCard.tsx';

export const Route = createFileRoute('/profile')({
  // Spec section 2: signed out, /profile sends the browser to /api/login.
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href, 'api-login'),
  pendingComponent: SessionLoading,
  pendingMs: 0,
  component: ProfilePage,
});

function ProfilePage() {
  usePageTitle('My Profile');
  const user = useSession().user;
  if (!user) return <SessionLoading />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold">My Profile</h1>
      <ProfilePhotoCard user={user} />
      <ProfileDetailsForm user={user} />
      <PhoneVerificationCard user={user} />
      <IdentityCard user={user} />
      <YourDataCard />
      <DeleteAccountCard />
    </div>
  );
}
