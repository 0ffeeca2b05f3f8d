import type { Pesewas } from '../money/money';
import { LINE_KINDS } from '../pricing/quote-lines';

/**
 * The optional extras a host may offer with a car, priced per day, each a line kind of the
 * quote (its label is the line's). A new extra is its kind here and its line in LINE_KINDS.
 */
export const EXTRA_KINDS = ['child-seat'] as const satisfies readonly (keyof typeof LINE_KINDS)[];

export type ExtraKind = (typeof EXTRA_KINDS)[number];

/** An extra as a car offers it: at most one per kind. */
export interface CarExtra {
  kind: ExtraKind;
  dailyRate: Pesewas;
}

/** "Child seat". */
export const extraLabel = (kind: ExtraKind): string => LINE_KINDS[kind].label;

export const isExtraKind = (kind: unknown): kind is ExtraKind =>
  typeof kind === 'string' && (EXTRA_KINDS as readonly string[]).includes(kind);

/** A car's extras; cars listed before extras existed carry none. */
export const extrasOf = (details: { extras?: readonly CarExtra[] | undefined }): readonly CarExtra[] =>
  details.extras ?? [];
