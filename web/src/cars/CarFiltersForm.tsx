import type { CarSort } from '@akwaaba/domain/cars/browse';
import { Labelled } from '#app/components/ui/Labelled.tsx';
import { type Choice, Select } from '#app/components/ui/Select.tsx';
import { type CarFilters, datesProblem, type PriceRange, type TransmissionFilter } from './car-filters.ts';

const PRICE_OPTIONS: Choice<PriceRange>[] = [
  { value: 'all', label: 'All prices' },
  { value: 'budget', label: 'Budget (under ₵150)' },
  { value: 'mid', label: 'Mid-range (₵150 – ₵300)' },
  { value: 'luxury', label: 'Luxury (over ₵300)' },
];

const TRANSMISSION_OPTIONS: Choice<TransmissionFilter>[] = [
  { value: 'all', label: 'All transmissions' },
  { value: 'automatic', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
];

const SORT_OPTIONS: Choice<CarSort>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'rating', label: 'Top rated' },
];

/** The filters picked from a list, and the order of the cards (shown after the dates). */
const CHOICE_FILTERS = [
  { filter: 'price', label: 'Price range', choices: PRICE_OPTIONS },
  { filter: 'transmission', label: 'Transmission', choices: TRANSMISSION_OPTIONS },
  { filter: 'sort', label: 'Sort by', choices: SORT_OPTIONS },
] as const;

const fieldClasses =
  'h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500';

/** The dates, in the order they show: each one's earliest day is today, the return's the pick-up. */
const DATE_FILTERS = [
  { filter: 'start', label: 'Pick-up date' },
  { filter: 'end', label: 'Return date' },
] as const;

const DATES_PROBLEM_ID = 'car-dates-problem';

interface CarFiltersFormProps {
  filters: CarFilters;
  /** Today in Ghana, '' until the browser knows it (the server renders no clock). */
  today: string;
  /** `typing` is true for keystrokes in the location box. */
  onChange: (next: CarFilters, typing?: boolean) => void;
}

/**
 * The Browse Cars filters: the location box, the price range, the transmission and the order as
 * native selects, then the pick-up and return dates as the phone's own date pickers. Dates that cannot
 * be searched say why under them, and the list is not narrowed by them.
 */
export function CarFiltersForm({ filters, today, onChange }: CarFiltersFormProps) {
  const problem = datesProblem(filters, today);
  const choiceField = ({ filter, label, choices }: (typeof CHOICE_FILTERS)[number]) => (
    <Labelled key={filter} label={label}>
      <Select
        choices={choices}
        value={filters[filter]}
        // The select offers only these choices' values.
        onChange={(event) =>
          onChange({ ...filters, [filter]: event.target.value as CarFilters[typeof filter] })
        }
        className={fieldClasses}
      />
    </Labelled>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; role="search" works everywhere
    <form
      role="search"
      aria-label="Filter cars"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl bg-white/10 p-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]"
    >
      <Labelled label="Location" className="col-span-2 grid gap-1 lg:col-span-1">
        <input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search by location (Accra, Kumasi...)"
          value={filters.location}
          onChange={(event) => onChange({ ...filters, location: event.target.value }, true)}
          className={fieldClasses}
        />
      </Labelled>
      {CHOICE_FILTERS.slice(0, 2).map(choiceField)}
      {DATE_FILTERS.map(({ filter, label }) => (
        <Labelled key={filter} label={label}>
          <input
            type="date"
            value={filters[filter]}
            min={(filter === 'end' && filters.start) || today || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? DATES_PROBLEM_ID : undefined}
            onChange={(event) => onChange({ ...filters, [filter]: event.target.value })}
            className={fieldClasses}
          />
        </Labelled>
      ))}
      {choiceField(CHOICE_FILTERS[2])}
      {problem && (
        <p
          id={DATES_PROBLEM_ID}
          role="alert"
          className="col-span-full rounded-lg bg-white px-3 py-2 text-sm text-red-700"
        >
          {problem}
        </p>
      )}
    </form>
  );
}
