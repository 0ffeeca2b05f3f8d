import type { ComponentProps, ReactNode } from 'react';

const LOOKS = {
  /** A choice with a few lines of its own (a protection plan). */
  roomy: { card: 'gap-3 p-4', input: 'mt-1 size-5 shrink-0' },
  /** A one-word choice in a row of them (Mobile Money or bank). */
  compact: { card: 'min-h-11 items-center gap-2 bg-white px-3', input: 'size-4' },
};

/**
 * A radio button drawn as a bordered card, the whole card its label, outlined in the brand's
 * colour while chosen. The input's props (name, value, checked, a form's register) pass through.
 */
export function RadioCard({
  look,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  look: keyof typeof LOOKS;
  children: ReactNode;
}) {
  const { card, input: inputClasses } = LOOKS[look];
  return (
    <label
      className={`flex cursor-pointer rounded-lg border border-stone-300 has-checked:border-brand-700 has-checked:bg-brand-50 ${card}`}
    >
      <input type="radio" {...input} className={`accent-brand-700 ${inputClasses}`} />
      {children}
    </label>
  );
}
