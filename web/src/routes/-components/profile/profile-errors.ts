import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';

/** Spec section 9: a logged-out profile save goes to log in again after 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * A failed profile save: a session that ended meanwhile is sent to log in again (spec
 * section 8: 'You are logged out. Logging in again...'); anything else is a toast with
 * the server's message and the fields it names.
 */
export function showProfileSaveError<Values extends FieldValues>(
  error: unknown,
  title: string,
  setError?: UseFormSetError<Values>,
) {
  if (apiProblemOf(error).status === 401) {
    toast({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    setTimeout(() => window.location.assign('/api/login?returnTo=%2Fprofile'), UNAUTHORIZED_REDIRECT_MS);
    return;
  }
  showServerError(error, title, setError);
}
