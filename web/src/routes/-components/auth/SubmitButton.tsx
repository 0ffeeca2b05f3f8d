import type { ReactNode } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

/** The form's main button: disabled and relabelled while the request runs, so it is never pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={buttonClasses('primary', 'lg', 'w-full')}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
