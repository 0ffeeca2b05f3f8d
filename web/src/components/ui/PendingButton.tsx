import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose request takes a moment: disabled and relabelled while it runs, so it is
 * never pressed twice.
 */
export function PendingButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel: string }) {
  return (
    <button type="button" disabled={pending || disabled} {...button}>
      {pending ? pendingLabel : children}
    </button>
  );
}
