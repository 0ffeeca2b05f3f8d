import { useUpdateProfile } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { fullName } from '#app/components/avatar/avatar-initials.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { FilePicker } from './FilePicker.tsx';
import { PHOTO_RULE } from './file-checks.ts';
import { showProfileSaveError } from './profile-errors.ts';

/** The avatar with its photo upload: the new photo replaces the old one as soon as it is uploaded. */
export function ProfilePhotoCard({ user }: { user: User }) {
  const update = useUpdateProfile();

  const savePhoto = async (profileImageUrl: string) => {
    try {
      await update.mutateAsync({ profileImageUrl });
      toast({ title: 'Photo updated', description: 'Your new profile photo is saved.' });
    } catch (error) {
      showProfileSaveError(error, 'Photo not saved');
    }
  };

  return (
    <section
      aria-labelledby="photo-title"
      className="flex flex-wrap items-center gap-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <UserAvatar person={user} className="size-24 text-3xl" />
      <div className="grid gap-2">
        <h2 id="photo-title" className="text-lg font-semibold">
          {fullName(user) || user.email}
        </h2>
        <p className="text-sm text-stone-600">{user.email}</p>
        <FilePicker
          label={user.profileImageUrl ? 'Change photo' : 'Upload photo'}
          purpose="profile-photo"
          rule={PHOTO_RULE}
          disabled={update.isPending}
          onUploaded={savePhoto}
        />
      </div>
    </section>
  );
}
