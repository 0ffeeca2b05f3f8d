import {
  type ComponentProps,
  cloneElement,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { Select } from './Select.tsx';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-400 focus:border-brand-700 aria-invalid:border-red-600';

interface FieldProps {
  label: string;
  /** The field's message (from the form's rules or the server); shown under it and read out with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control's id; one is made up when left out. */
  id?: string | undefined;
  className?: string | undefined;
  /** Read the error out as soon as it shows (for errors that appear without the field in focus). */
  announceError?: boolean | undefined;
  /** One input, select or textarea; it gets the id and the ARIA links to the label, hint and error. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its error, tied to it for screen readers. */
export function Field({ label, error, hint, id, className, announceError, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ''}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a labelled control takes besides its own attributes; its id and className go to Field too. */
interface FieldOwnProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  announceError?: boolean | undefined;
}

/** A labelled control's props, split: Field's (the id, the wrapper's class), then the control's own. */
function splitField<
  Props extends FieldOwnProps & { id?: string | undefined; className?: string | undefined },
>({ label, error, hint, announceError, id, className, ...control }: Props) {
  return [{ label, error, hint, announceError, id, className }, control] as const;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldOwnProps & { ref?: Ref<HTMLInputElement> };

/** A labelled text input (e-mail, name, code...) with its hint and error. */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      <input ref={ref} className={inputClasses} {...input} />
    </Field>
  );
}

/** A labelled multi-line text (a bio, a description, review notes) with its hint and error. */
export function TextAreaField({
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldOwnProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      <textarea ref={ref} rows={4} className={`${inputClasses} h-auto py-2`} {...textarea} />
    </Field>
  );
}

/** A labelled whole number (a year, a count of seats) with its hint and error; phones show digits. */
export function WholeNumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A labelled select with its hint and error. */
export function SelectField(props: ComponentProps<typeof Select> & FieldOwnProps) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      <Select className={inputClasses} {...select} />
    </Field>
  );
}

/** A password input with a Show/Hide button, so a password typed on a phone can be checked. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? 'text' : 'password'} className="[&_input]:pr-16" />
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

/** A phone number field: phones show their dial pad. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" {...props} />;
}

/**
 * A 6-digit code from an e-mail or a text message: phones show digits, and offer a texted code
 * themselves (the one-time-code autofill).
 */
export function OneTimeCodeField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>,
) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="123456"
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      {...props}
    />
  );
}

/** The e-mail address field of the account screens. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
