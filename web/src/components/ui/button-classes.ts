/** Shared button looks, for <button> and for links that look like buttons. */
const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** What cannot be undone, or says no: delete, cancel a booking, reject, suspend. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  gold: 'bg-gold-400 text-ink hover:bg-gold-300',
  outline: 'border border-stone-300 bg-white text-ink hover:bg-stone-100',
  outlineLight: 'border border-white/80 text-white hover:bg-white/10',
  ghost: 'text-ink hover:bg-stone-100',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
