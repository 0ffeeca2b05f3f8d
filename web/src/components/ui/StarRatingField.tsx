import { useId } from 'react';
import { Icon } from './Icon.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a group of radio buttons under its legend: arrow keys move between the
 * stars, each is read out as "4 stars", and the error is announced when it shows.
 */
export function StarRatingField({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  /** The stars chosen; 0 (or anything outside 1–5) when none is. */
  value: unknown;
  onChange: (stars: number) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  const chosen = typeof value === 'number' ? value : 0;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={chosen === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
            <span
              aria-hidden="true"
              className={`grid size-11 place-items-center rounded-lg text-3xl peer-focus-visible:ring-3 peer-focus-visible:ring-brand-800 ${
                star <= chosen ? 'text-gold-500' : 'text-stone-300'
              }`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Stars as read-only: five star icons for the eye, "Rated 4 out of 5" for a screen reader. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-gold-500" role="img" aria-label={`Rated ${rating} out of 5`}>
      {STARS.map((star) => (
        <Icon key={star} name="star" className={`${className} ${star <= rating ? '' : 'text-stone-300'}`} />
      ))}
    </span>
  );
}
