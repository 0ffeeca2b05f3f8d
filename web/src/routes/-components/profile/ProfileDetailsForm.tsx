import { type PhoneSharing, updateProfileSchema } from '@akwaaba/domain';
import { phoneNumberForForm } from '@akwaaba/domain/shared/phone-number';
import { useUpdateProfile } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { PhoneField, SelectField, TextAreaField } from '#app/components/ui/Field.tsx';
import type { Choice } from '#app/components/ui/Select.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { NameFields } from './NameFields.tsx';
import { showProfileSaveError } from './profile-errors.ts';

/** A host's choice of who may call them before a trip is paid for (renters of a paid booking always may). */
const PHONE_SHARING_CHOICES: Choice<PhoneSharing>[] = [
  { value: 'signed-in', label: 'Signed-in renters, so they can call before booking' },
  { value: 'after-payment', label: 'Only renters who have paid for a booking' },
];

const valuesOf = (user: User) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  // Stored in E.164, shown and edited the Ghanaian way: '024 412 3456'.
  phoneNumber: user.phoneNumber ? phoneNumberForForm(user.phoneNumber) : '',
  phoneSharing: user.phoneSharing,
  bio: user.bio ?? '',
});

/** First and last name, phone number with who sees it, and bio. Blank phone or bio clears it. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(updateProfileSchema, {
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        // The saved values, as the server keeps them: '+233 24 412 3456' reads '024 412 3456'.
        // (keepDirtyValues off: the form's resetOptions would otherwise keep what was typed.)
        form.reset(valuesOf(saved), { keepDirtyValues: false });
        toast({ title: 'Profile saved', description: 'Your changes are saved.' });
      },
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
          hint="Never shown to visitors who are not signed in. The other party of a paid booking sees it until a week after the trip."
          {...bindField(form, 'phoneNumber')}
        />
        <SelectField
          label="Who sees your number on your cars"
          choices={PHONE_SHARING_CHOICES}
          {...bindField(form, 'phoneSharing')}
        />
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
