import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarFilters } from './car-filters.ts';
import { type CarsSearch, filtersFromSearch, searchFromFilters } from './cars-search.ts';

/** Typing waits this long before it is written to the URL, so the address bar is not rewritten per key. */
const TYPING_DELAY_MS = 300;

const sameFilters = (a: CarFilters, b: CarFilters) =>
  a.location === b.location &&
  a.price === b.price &&
  a.transmission === b.transmission &&
  a.start === b.start &&
  a.end === b.end &&
  a.sort === b.sort;

/**
 * Filters live in the URL so a filtered list can be shared. The router updates search params
 * asynchronously, which would fight a controlled text input, so the screen filters from local
 * state at once and writes the URL behind it. A URL change that did not come from here
 * (a link to /cars, the back button) replaces the local state.
 */
export function useUrlFilters(search: CarsSearch, onSearchChange: (next: CarsSearch) => void) {
  const fromUrl = filtersFromSearch(search);
  const [filters, setFilters] = useState(fromUrl);
  const lastWritten = useRef(fromUrl);
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { location, price, transmission, start, end, sort } = fromUrl;
  useEffect(() => {
    const urlFilters = { location, price, transmission, start, end, sort };
    if (sameFilters(urlFilters, lastWritten.current)) return;
    clearTimeout(pendingWrite.current);
    lastWritten.current = urlFilters;
    setFilters(urlFilters);
  }, [location, price, transmission, start, end, sort]);

  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const updateFilters = useCallback(
    (next: CarFilters, typing = false) => {
      setFilters(next);
      clearTimeout(pendingWrite.current);
      const write = () => {
        lastWritten.current = next;
        onSearchChange(searchFromFilters(next));
      };
      // Only typing is delayed; a dropdown choice or Clear Filters goes to the URL straight away.
      if (typing) pendingWrite.current = setTimeout(write, TYPING_DELAY_MS);
      else write();
    },
    [onSearchChange],
  );

  return { filters, updateFilters };
}
