import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#app/components/ui/Field.tsx';

/** One registered name field with its message. */
type NameField = UseFormRegisterReturn & { error?: string | undefined };

/** First and last name side by side (stacked on a phone), as signing up and the profile ask them. */
export function NameFields({ firstName, lastName }: { firstName: NameField; lastName: NameField }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...firstName} />
      <TextField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}
