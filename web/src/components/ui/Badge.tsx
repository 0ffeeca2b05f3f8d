/** A badge's colours, by what the state it names means for the reader. */
const TONES = {
  /** Waiting on someone or something: pending, upcoming, awaiting handover. */
  waiting: 'bg-amber-100 text-amber-900',
  /** Under way: due, on its way, in progress, refunded. */
  underway: 'bg-sky-100 text-sky-900',
  /** As it should be: confirmed, paid, returned. */
  good: 'bg-brand-100 text-brand-900',
  /** Gone wrong or stopped: cancelled, failed, an open damage case. */
  bad: 'bg-red-100 text-red-800',
  /** Over and done: completed, closed. */
  finished: 'bg-stone-200 text-stone-800',
  /** Nothing came of it: expired, not paid, nothing to pay. */
  lapsed: 'bg-stone-200 text-stone-700',
} as const;

/** What a state's badge says, and its tone. */
export interface BadgeLook {
  label: string;
  tone: keyof typeof TONES;
}

/** A state as a small rounded label, coloured by its tone. */
export function Badge({ label, tone }: BadgeLook) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
