import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/**
 * A page's title, named once: in the browser tab and as the page's heading, with the way
 * back above it on pages that have one, and the line under it that says what the page is for.
 */
export function PageHeading({ title, back, intro }: { title: string; back?: ReactNode; intro?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="grid gap-1">
      {back}
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro && <p className="max-w-2xl text-stone-600">{intro}</p>}
    </div>
  );
}
