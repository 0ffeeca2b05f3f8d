import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

const inputClasses =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-400 focus:border-brand-700 aria-invalid:border-red-600';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's message (from the form's rules or the server); shown under it and read out with it. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, id, className, ref, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`grid gap-1.5 ${className ?? ''}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClasses}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a Show/Hide button, so a password typed on a phone can be checked. */
export function PasswordField(props: Omit<FormFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <FormField {...props} type={visible ? 'text' : 'password'} className="[&_input]:pr-16" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        className="absolute top-[1.85rem] right-1 h-9 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-stone-100"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
