import { updateProfileSchema } from '@akwaaba/domain';
import { useUpdateProfile } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TextField } from '#app/components/ui/Field.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { showProfileSaveError } from './profile-errors.ts';

/** First and last name, phone number and bio. Blank phone or bio clears it. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(updateProfileSchema, {
    values: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      bio: user.bio ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: 'Profile saved', description: 'Your changes are saved.' }),
      onError: (error) => showProfileSaveError(error, 'Profile not saved', form.setError),
    }),
  );

  return (
    <section
      aria-labelledby="details-title"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="details-title" className="text-lg font-semibold">
        Personal details
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          hint="Hosts and renters see it to arrange pick-up."
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <div className="grid gap-1.5">
          <label htmlFor="profile-bio" className="text-sm font-medium text-ink">
            Bio
          </label>
          <textarea
            id="profile-bio"
            rows={4}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? 'profile-bio-error' : undefined}
            placeholder="A few words about you: where you live, how you use cars."
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400 focus:border-brand-700 aria-invalid:border-red-600"
            {...form.register('bio')}
          />
          {errors.bio && (
            <p id="profile-bio-error" className="text-sm text-red-700">
              {errors.bio.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={update.isPending || !isDirty}
          aria-busy={update.isPending}
          className={buttonClasses('primary', 'md', 'justify-self-start')}
        >
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </button>
      </form>
    </section>
  );
}
