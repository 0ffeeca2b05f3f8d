// @vitest-environment jsdom
import '#app/test/dom.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FieldBefore, handOverWhatWasTyped } from './typed-before-hydration.ts';

/** A search box and a transmission list held in React state, with a Clear Filters button, as on Browse Cars. */
function Filters({ initial }: { initial: { location: string; transmission: string } }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <input
        aria-label="Location"
        value={filters.location}
        onChange={(event) => setFilters({ ...filters, location: event.target.value })}
      />
      <select
        aria-label="Transmission"
        value={filters.transmission}
        onChange={(event) => setFilters({ ...filters, transmission: event.target.value })}
      >
        <option value="all">All</option>
        <option value="manual">Manual</option>
        <option value="automatic">Automatic</option>
      </select>
      <output>{`${filters.location}|${filters.transmission}`}</output>
      <button type="button" onClick={() => setFilters({ location: '', transmission: 'all' })}>
        Clear Filters
      </button>
    </>
  );
}

const location = () => screen.getByLabelText<HTMLInputElement>('Location');
const transmission = () => screen.getByLabelText<HTMLSelectElement>('Transmission');
const applied = () => screen.getByRole('status').textContent;

describe('what was typed before the page came to life', () => {
  it('is handed to the app when the person changed it: the typed town and the chosen transmission apply', async () => {
    render(<Filters initial={{ location: '', transmission: 'all' }} />);
    const before = new Map<Element, FieldBefore>([
      [location(), { shown: 'Kumasi', server: '' }],
      [transmission(), { shown: 'automatic', server: 'all' }],
    ]);
    await act(() => handOverWhatWasTyped(before));
    expect(applied()).toBe('Kumasi|automatic');
    expect(location().value).toBe('Kumasi');
  });

  it('is not put back over what the app changed since: Clear Filters pressed before the hand-over stays cleared', async () => {
    render(<Filters initial={{ location: 'Atlantis', transmission: 'manual' }} />);
    // The server rendered the search from the address; the person changed nothing before hydrating.
    const unchanged = new Map<Element, FieldBefore>([
      [location(), { shown: 'Atlantis', server: 'Atlantis' }],
      [transmission(), { shown: 'manual', server: 'manual' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await act(() => handOverWhatWasTyped(unchanged));
    expect(applied()).toBe('|all');
    expect(location().value).toBe('');
    expect(transmission().value).toBe('all');
  });

  it('is not put back when the person typed before hydrating and the app changed the field after', async () => {
    render(<Filters initial={{ location: '', transmission: 'all' }} />);
    const typed = new Map<Element, FieldBefore>([
      [location(), { shown: 'Kumasi', server: '' }],
      [transmission(), { shown: 'automatic', server: 'all' }],
    ]);
    fireEvent.change(location(), { target: { value: 'Tema' } });
    fireEvent.change(transmission(), { target: { value: 'manual' } });
    await act(() => handOverWhatWasTyped(typed));
    expect(applied()).toBe('Tema|manual');
  });
});
