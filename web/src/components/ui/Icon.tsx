import type { ReactNode } from 'react';

/** Line icons, drawn on a 24-unit grid with the text's colour. */
const LINE_ICONS = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  check: <path d="M5 12l5 5 9-10" />,
  shield: <path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3z" />,
  shieldCheck: <path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3zm-3 9l2 2 4-4" />,
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </>
  ),
  discount: (
    <>
      <path d="M19 5L5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  card: <path d="M4 7h16v10H4zM4 11h16M8 15h3" />,
  clock: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  car: <path d="M5 16h14M6.5 16v2M17.5 16v2M4 16v-4l2-5h12l2 5v4" />,
  starOutline: <path d="M12 4l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4L4.2 9.7l5.4-.8L12 4z" />,
} satisfies Record<string, ReactNode>;

/** Filled icons. */
const SOLID_ICONS = {
  star: <path d="M12 3l2.7 5.5 6 .9-4.4 4.2 1.1 6L12 16.8l-5.4 2.8 1.1-6L3.3 9.4l6-.9L12 3z" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof LINE_ICONS | keyof typeof SOLID_ICONS;

/**
 * One of the product's icons. Decorative (hidden from screen readers): the button or text
 * beside it carries the words. Size and colour come from `className` (`size-5 text-brand-700`).
 */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  if (name in SOLID_ICONS)
    return (
      <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
        {SOLID_ICONS[name as keyof typeof SOLID_ICONS]}
      </svg>
    );
  return <LineIcon className={className}>{LINE_ICONS[name as keyof typeof LINE_ICONS]}</LineIcon>;
}

/**
 * A line icon drawn from its paths (`children`) on the 24-unit grid, like the ones above: for
 * an icon only one part of the app shows, whose paths need not ship with every page.
 */
export function LineIcon({ className = 'size-5', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
