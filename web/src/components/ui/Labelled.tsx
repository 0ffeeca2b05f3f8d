import { cloneElement, type ReactElement, useId } from 'react';

/**
 * A label over one control (a filter, a small inline editor), tied to it by an id made up
 * here. Form fields with a hint or an error message use Field instead.
 */
export function Labelled({
  label,
  className = 'grid gap-1',
  labelClassName = 'text-sm font-medium',
  children,
}: {
  label: string;
  className?: string;
  labelClassName?: string;
  /** One input or select; it gets the id. */
  children: ReactElement<{ id?: string }>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {cloneElement(children, { id })}
    </div>
  );
}
