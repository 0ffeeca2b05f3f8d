import { useId } from 'react';
import type { CarFilters, PriceRange, TransmissionFilter } from './car-filters.ts';

const PRICE_OPTIONS: { value: PriceRange; label: string }[] = [
  { value: 'all', label: 'All prices' },
  { value: 'budget', label: 'Budget (under ₵150)' },
  { value: 'mid', label: 'Mid-range (₵150 – ₵300)' },
  { value: 'luxury', label: 'Luxury (over ₵300)' },
];

const TRANSMISSION_OPTIONS: { value: TransmissionFilter; label: string }[] = [
  { value: 'all', label: 'All transmissions' },
  { value: 'automatic', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
];

const fieldClasses =
  'h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500';

interface CarFiltersFormProps {
  filters: CarFilters;
  /** `typing` is true for keystrokes in the location box. */
  onChange: (next: CarFilters, typing?: boolean) => void;
}

/**
 * Native selects on purpose: phones open their own accessible picker, and they cost no JavaScript.
 */
export function CarFiltersForm({ filters, onChange }: CarFiltersFormProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; role="search" works everywhere
    <form
      role="search"
      aria-label="Filter cars"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl bg-white/10 p-3 lg:grid-cols-[2fr_1fr_1fr]"
    >
      <div className="col-span-2 grid gap-1 lg:col-span-1">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">
          Location
        </label>
        <input
          id={`${id}-location`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search by location (Accra, Kumasi...)"
          value={filters.location}
          onChange={(event) => onChange({ ...filters, location: event.target.value }, true)}
          className={fieldClasses}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-price`} className="text-sm font-medium">
          Price range
        </label>
        <select
          id={`${id}-price`}
          value={filters.price}
          onChange={(event) => onChange({ ...filters, price: event.target.value as PriceRange })}
          className={fieldClasses}
        >
          {PRICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-transmission`} className="text-sm font-medium">
          Transmission
        </label>
        <select
          id={`${id}-transmission`}
          value={filters.transmission}
          onChange={(event) =>
            onChange({ ...filters, transmission: event.target.value as TransmissionFilter })
          }
          className={fieldClasses}
        >
          {TRANSMISSION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
