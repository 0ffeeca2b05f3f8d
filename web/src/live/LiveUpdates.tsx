import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveUpdates } from './live-updates.ts';

/**
 * The signed-in user's one live stream, open for as long as this is mounted (the header
 * mounts it while someone is signed in, so signing out closes it).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient), [queryClient]);
  return null;
}
