import { type ReactNode, useId } from 'react';

/**
 * A white card of a page, a region that screen readers name by its heading ("Personal details").
 * `className` gives its spacing and padding, `titleClassName` its heading's size.
 */
export function CardSection({
  title,
  titleClassName = 'text-lg font-semibold',
  className = 'grid gap-4 p-6',
  children,
}: {
  title: string;
  titleClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border border-stone-200 bg-white ${className}`}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
