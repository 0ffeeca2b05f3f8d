import { TextField } from '#app/components/ui/Field.tsx';
import type { BoundField } from '#app/components/ui/use-schema-form.ts';

/** First and last name side by side (stacked on a phone), as signing up and the profile ask them. */
export function NameFields({ firstName, lastName }: { firstName: BoundField; lastName: BoundField }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...firstName} />
      <TextField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}
