import type { ReactNode } from 'react';
import { buttonClasses } from './button-classes.ts';
import { PendingButton } from './PendingButton.tsx';

/**
 * A form's main button: disabled and relabelled while the request runs, so it is never
 * pressed twice. Full width under a short form (the account screens), or at the start of a
 * longer one (the profile cards), where it also waits for a change to save.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  layout = 'full',
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  layout?: 'full' | 'start';
  children: ReactNode;
}) {
  return (
    <PendingButton
      type="submit"
      pending={pending}
      pendingLabel={pendingLabel}
      disabled={disabled}
      aria-busy={pending}
      className={
        layout === 'full'
          ? buttonClasses('primary', 'lg', 'w-full')
          : buttonClasses('primary', 'md', 'justify-self-start')
      }
    >
      {children}
    </PendingButton>
  );
}
