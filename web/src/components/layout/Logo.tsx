import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 whitespace-nowrap rounded-md text-base font-bold text-brand-800 sm:text-lg"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#006b3f" />
        <path d="M16 6l8.5 20h-4.2l-1.6-4h-5.4l-1.6 4H7.5L16 6zm0 8.2L13.9 19h4.2L16 14.2z" fill="#fcd116" />
      </svg>
      <span>Akwaaba Drive</span>
    </Link>
  );
}
