import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Says so while the phone has no connection: pages seen before still open (the service
 * worker keeps them), and what needs the server says it needs a connection when tried.
 * Rendered on the server as online, so a page hydrates as it was sent.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      You are offline. Pages you have opened before still show; booking, paying and saving need a connection.
    </p>
  );
}
