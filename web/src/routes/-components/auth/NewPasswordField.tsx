import type { ComponentProps } from 'react';
import { PasswordField } from '#app/components/ui/Field.tsx';

/** A password being chosen (signing up, resetting one), with the rules it must meet. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'hint'>) {
  return (
    <PasswordField
      autoComplete="new-password"
      hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      {...props}
    />
  );
}
