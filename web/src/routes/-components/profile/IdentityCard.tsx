import { identityVerificationSchema } from '@akwaaba/domain';
import { useState } from 'react';
import { identityDocumentHref, useUpdateIdentityDocuments } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { TextField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { DriverVerificationBadge } from './DriverVerificationBadge.tsx';
import { FilePicker } from './FilePicker.tsx';
import { DOCUMENT_RULE } from './file-checks.ts';
import { showProfileSaveError } from './profile-errors.ts';

const DOCUMENTS = [
  {
    field: 'driverLicenseDocument',
    number: 'driverLicenseNumber',
    kind: 'driver-license',
    title: "Driver's license",
    numberLabel: "Driver's license number",
    hint: undefined,
  },
  {
    field: 'nationalIdDocument',
    number: 'nationalIdNumber',
    kind: 'national-id',
    title: 'National ID (Ghana Card)',
    numberLabel: 'Ghana Card number',
    hint: 'As printed on the card, like GHA-123456789-0',
  },
] as const;

/** What saving the card leads to, by where the documents now stand. */
const SAVED_DESCRIPTIONS: Record<User['driverVerification'], string> = {
  none: 'Add both numbers and both documents to send them for review.',
  pending: 'An admin will check your documents. You can pay for bookings once they are approved.',
  approved: 'Your documents are approved: your profile shows as Verified.',
  rejected: 'Replace the document the admin asked about to send it for review again.',
};

/**
 * The ID Verification card: licence and national ID numbers and documents. Documents
 * are private: only their owner (and admins) can open them. A complete set waits for an
 * admin's review; Verified once approved, and the admin's note shows when rejected.
 */
/** The form's values for the documents the user has on file. */
const identityValuesOf = (user: User) => ({
  driverLicenseNumber: user.driverLicenseNumber ?? '',
  driverLicenseDocument: user.driverLicenseDocument ?? null,
  nationalIdNumber: user.nationalIdNumber ?? '',
  nationalIdDocument: user.nationalIdDocument ?? null,
});

export function IdentityCard({ user }: { user: User }) {
  const update = useUpdateIdentityDocuments();
  const [newFiles, setNewFiles] = useState<Record<string, string>>({});
  const form = useSchemaForm(identityVerificationSchema, {
    values: identityValuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        setNewFiles({});
        // The numbers as kept: a Ghana Card number as the card prints it, whatever was typed.
        // (keepDirtyValues off: the form's resetOptions would otherwise keep what was typed.)
        form.reset(identityValuesOf(saved), { keepDirtyValues: false });
        toast({
          title: 'ID details saved',
          description: SAVED_DESCRIPTIONS[saved.driverVerification],
        });
      },
      onError: (error) => showProfileSaveError(error, 'ID details not saved', form.setError),
    }),
  );

  return (
    <section
      aria-labelledby="id-title"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="id-title" className="text-lg font-semibold">
          ID Verification
        </h2>
        <DriverVerificationBadge status={user.driverVerification} />
      </div>
      {user.driverVerification === 'rejected' && user.driverVerificationNote && (
        <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">An admin could not approve your documents:</p>
          <p>“{user.driverVerificationNote}”</p>
          <p>Replace the document and save to send it for review again.</p>
        </div>
      )}
      <p className="text-sm text-stone-600">
        Hosts trust renters who have shown their papers. Your documents are private: only you and our admins
        can open them.
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        {DOCUMENTS.map((document) => {
          const onFile = user[document.field];
          const pending = newFiles[document.field];
          return (
            <fieldset key={document.field} className="grid gap-3 border-t border-stone-200 pt-4">
              <legend className="sr-only">{document.title}</legend>
              <p aria-hidden="true" className="font-medium">
                {document.title}
              </p>
              <TextField
                label={document.numberLabel}
                hint={document.hint}
                error={errors[document.number]?.message}
                {...form.register(document.number)}
              />
              <div className="grid gap-2 text-sm">
                {pending ? (
                  <p className="text-brand-800">
                    New file ready: {pending}. Press Save ID Details to keep it.
                  </p>
                ) : onFile ? (
                  <a
                    href={identityDocumentHref(document.kind)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-brand-700 underline"
                  >
                    View your {document.title.toLowerCase()} document
                  </a>
                ) : (
                  <p className="text-stone-600">No document uploaded yet.</p>
                )}
                {errors[document.field]?.message && (
                  <p className="text-red-700">{errors[document.field]?.message}</p>
                )}
                <FilePicker
                  label={onFile || pending ? 'Replace document' : 'Upload document'}
                  purpose="identity-document"
                  rule={DOCUMENT_RULE}
                  onUploaded={(path, name) => {
                    form.setValue(document.field, path, { shouldDirty: true });
                    setNewFiles((files) => ({ ...files, [document.field]: name }));
                  }}
                />
              </div>
            </fieldset>
          );
        })}
        <SubmitButton pending={update.isPending} pendingLabel="Saving..." disabled={!isDirty} layout="start">
          Save ID Details
        </SubmitButton>
      </form>
    </section>
  );
}
