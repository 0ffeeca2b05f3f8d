import type { ReactNode } from 'react';
import { buttonClasses } from './button-classes.ts';

/** One action on a named thing (a listing, a booking). */
export interface Action {
  /** What the button says. */
  text: ReactNode;
  /** What a screen reader hears: the action and the thing it acts on. */
  spoken: string;
  onClick: () => void;
  look: Parameters<typeof buttonClasses>;
  disabled?: boolean;
}

/** A row's or a card's action buttons, in order; each names its thing for screen readers. */
export function ActionButtons({ actions }: { actions: readonly Action[] }) {
  return actions.map(({ text, spoken, onClick, look, disabled }) => (
    <button
      key={spoken}
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={buttonClasses(...look)}
      aria-label={spoken}
    >
      {text}
    </button>
  ));
}
