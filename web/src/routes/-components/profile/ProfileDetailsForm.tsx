import { type PhoneSharing, updateProfileSchema } from '@akwaaba/domain';
import { useUpdateProfile } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { PhoneField, TextAreaField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { NameFields } from './NameFields.tsx';
import { showProfileSaveError } from './profile-errors.ts';

/** A host's choice of who may call them before a trip is paid for (renters of a paid booking always may). */
const PHONE_SHARING_CHOICES: { value: PhoneSharing; label: string }[] = [
  { value: 'signed-in', label: 'Signed-in renters, so they can call before booking' },
  { value: 'after-payment', label: 'Only renters who have paid for a booking' },
];

/** First and last name, phone number with who sees it, and bio. Blank phone or bio clears it. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(updateProfileSchema, {
    values: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      phoneSharing: user.phoneSharing,
      bio: user.bio ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: 'Profile saved', description: 'Your changes are saved.' }),
      onError: (error) => showProfileSaveError(error, 'Profile not saved', form.setError),
    }),
  );

  return (
    <CardSection title="Personal details">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NameFields firstName={bindField(form, 'firstName')} lastName={bindField(form, 'lastName')} />
        <PhoneField
          label="Phone number"
          autoComplete="tel"
          placeholder="024 123 4567"
          hint="Never shown to visitors who are not signed in. Renters and hosts of a paid booking see it until a week after the trip."
          {...bindField(form, 'phoneNumber')}
        />
        <div className="grid gap-2">
          <span id="phone-sharing" className="text-sm font-medium text-ink">
            Who sees your number on your cars
          </span>
          {/* A radio group named by its label: "Who sees your number on your cars, radio group". */}
          <div role="radiogroup" aria-labelledby="phone-sharing" className="grid gap-2">
            {PHONE_SHARING_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={choice.value}
                  {...form.register('phoneSharing')}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </div>
        <TextAreaField
          label="Bio"
          placeholder="A few words about you: where you live, how you use cars."
          {...bindField(form, 'bio')}
        />
        <SubmitButton pending={update.isPending} pendingLabel="Saving..." disabled={!isDirty} layout="start">
          Save Profile
        </SubmitButton>
      </form>
    </CardSection>
  );
}
