import { cloneElement, type ReactElement, useId } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** One input, select or textarea; it gets the id and the ARIA links to the label, hint and error. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

export const inputClasses =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink aria-invalid:border-red-600';

/** A labelled form control with its hint and its error message, read out together by screen readers. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`grid content-start gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
