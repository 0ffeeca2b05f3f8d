import { identityVerificationSchema } from '@akwaaba/domain';
import { useState } from 'react';
import { identityDocumentHref, useUpdateIdentityDocuments } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { TextField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
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
  },
  {
    field: 'nationalIdDocument',
    number: 'nationalIdNumber',
    kind: 'national-id',
    title: 'National ID (Ghana Card)',
    numberLabel: 'National ID number',
  },
] as const;

/**
 * The ID Verification card: licence and national ID numbers and documents. Documents
 * are private: only their owner (and admins) can open them. Verified once both are on file.
 */
export function IdentityCard({ user }: { user: User }) {
  const update = useUpdateIdentityDocuments();
  const [newFiles, setNewFiles] = useState<Record<string, string>>({});
  const form = useSchemaForm(identityVerificationSchema, {
    values: {
      driverLicenseNumber: user.driverLicenseNumber ?? '',
      driverLicenseDocument: user.driverLicenseDocument ?? null,
      nationalIdNumber: user.nationalIdNumber ?? '',
      nationalIdDocument: user.nationalIdDocument ?? null,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        setNewFiles({});
        toast({
          title: 'ID details saved',
          description: saved.identityVerified
            ? 'Both documents are on file: your profile shows as Verified.'
            : 'Add both documents to show as Verified.',
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
        {user.identityVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
              <path d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-1 12-3.5-3.5 1.4-1.4L9 10.7l4.6-4.6L15 7.5 9 13.5Z" />
            </svg>
            Verified
          </span>
        ) : (
          <span className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">Not verified yet</span>
        )}
      </div>
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
