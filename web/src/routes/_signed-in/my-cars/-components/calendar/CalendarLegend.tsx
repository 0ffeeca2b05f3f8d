import { RETURN_DAY_CLASSES, STATE_CLASSES } from './MonthGrid.tsx';

const KEYS = [
  { label: 'Booked', classes: STATE_CLASSES.booked },
  { label: 'Awaiting payment', classes: STATE_CLASSES.held },
  { label: 'Blocked', classes: STATE_CLASSES.blocked },
  { label: 'Free', classes: `${STATE_CLASSES.free} border border-stone-300` },
  { label: 'Return day', classes: `${STATE_CLASSES.free} ${RETURN_DAY_CLASSES}` },
  { label: 'Chosen', classes: 'bg-white ring-3 ring-gold-400' },
];

/** What the days' colours mean; the day buttons also say it in words. */
export function CalendarLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-stone-700">
      {KEYS.map(({ label, classes }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-4 rounded ${classes}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
