import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiProblem, apiProblemOf } from '#app/api/api-error.ts';
import { toast } from './toast-store.ts';

/**
 * After a failed call: a destructive toast carries the server's message under the screen's
 * title (spec section 8), and in a form the fields the server named get their messages under
 * the inputs. Answers the problem for screens that react to it further.
 */
export function showServerError<Values extends FieldValues>(
  error: unknown,
  title: string,
  setError?: UseFormSetError<Values>,
  fallback?: string,
): ApiProblem {
  const problem = apiProblemOf(error);
  if (setError) {
    for (const [field, message] of Object.entries(problem.fields))
      setError(field as Path<Values>, { type: 'server', message });
  }
  const description =
    problem.status !== null && problem.status >= 500 && fallback ? fallback : problem.message;
  toast({ variant: 'destructive', title, description });
  return problem;
}
