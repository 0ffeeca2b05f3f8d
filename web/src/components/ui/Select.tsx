import type { Ref, SelectHTMLAttributes } from 'react';

/** One option of a select: what it sends, and what it says. */
export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The options; a plain string is its own value and label. */
  choices: readonly (Choice | string)[];
  /** A first, empty option that asks for a choice (left out when not given). */
  prompt?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: phones open their own accessible picker, and it costs no JavaScript. */
export function Select({ choices, prompt, ref, ...select }: SelectProps) {
  return (
    <select ref={ref} {...select}>
      {prompt !== undefined && <option value="">{prompt}</option>}
      {choices.map((choice) => {
        const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
