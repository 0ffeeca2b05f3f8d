import { useEffect } from 'react';

/** Names each screen in the browser tab and for screen readers announcing navigation. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | Akwaaba Drive` : 'Akwaaba Drive';
  }, [title]);
}
