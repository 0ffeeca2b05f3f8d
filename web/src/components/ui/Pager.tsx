import { buttonClasses } from './button-classes.ts';

/** Previous and Next under a paged list, with "Page 2 of 5"; nothing when it all fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClasses('outline', 'sm')}
      >
        Previous
      </button>
      <span className="text-sm text-stone-600">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={buttonClasses('outline', 'sm')}
      >
        Next
      </button>
    </nav>
  );
}
