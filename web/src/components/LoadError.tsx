import { apiProblemOf } from '#app/api/api-error.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

const LAYOUTS = {
  /** In place of a whole screen. */
  page: {
    box: 'mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-24 text-center',
    title: 'text-lg font-semibold',
    button: buttonClasses('primary'),
  },
  /** In place of a page's main list. */
  panel: {
    box: 'grid justify-items-center gap-3 rounded-xl bg-white p-10 text-center',
    title: 'text-lg font-semibold',
    button: buttonClasses('primary'),
  },
  /** In place of a secondary list or a dialog's content. */
  inline: {
    box: 'grid justify-items-start gap-2 rounded-xl bg-white p-6',
    title: 'font-semibold',
    button: buttonClasses('outline', 'sm'),
  },
} as const;

/**
 * "We couldn't load …" with what went wrong, told by its status (the server's message for a
 * refusal or a failure, "check your connection" when no answer came), and a Try again button.
 * Every screen that loads data shows its load failures with this one block.
 */
export function LoadError({
  what,
  error,
  onRetry,
  layout = 'panel',
}: {
  /** What failed to load, as the sentence names it: "your cars". */
  what: string;
  error: unknown;
  onRetry: () => unknown;
  layout?: keyof typeof LAYOUTS;
}) {
  const classes = LAYOUTS[layout];
  return (
    <div role="alert" className={classes.box}>
      <p className={classes.title}>We couldn't load {what}.</p>
      <p className="text-sm text-stone-600">{apiProblemOf(error).message}</p>
      <button type="button" onClick={() => void onRetry()} className={classes.button}>
        Try again
      </button>
    </div>
  );
}
