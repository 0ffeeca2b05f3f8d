import type { AnswerOf, InputOf, Operation } from '@akwaaba/domain/shared/contract';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from './http.ts';

/** What one call of an operation sends: path params, query values and body, as its contract takes them. */
export interface CallOf<Op extends Operation> {
  params?: InputOf<Op, 'params'>;
  query?: InputOf<Op, 'query'>;
  body?: InputOf<Op, 'body'>;
}

/** The URL of one call: the params in the path, the defined query values after it. */
export function urlOf(operation: Operation, params?: object, query?: object): string {
  const values = { ...params } as Record<string, unknown>;
  const path = operation.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

/** Calls an operation and answers its typed answer (undefined for an answer without a body). */
export async function callOperation<Op extends Operation>(
  operation: Op,
  call: CallOf<Op> = {},
  signal?: AbortSignal,
): Promise<AnswerOf<Op>> {
  const url = urlOf(operation, call.params ?? undefined, call.query ?? undefined);
  const response = await apiRequest(operation.method, url, call.body, signal);
  if (typeof operation.response !== 'object' || operation.response === null || response.status === 204)
    return undefined as AnswerOf<Op>;
  return (await response.json()) as AnswerOf<Op>;
}

/** A file an operation answers, for the browser to save: its bytes and the name the API gave it. */
export interface DownloadedFile {
  file: Blob;
  filename: string;
}

/** Calls an operation whose answer is a file (`response: 'file'`) and answers it whole. */
export async function downloadOperation<Op extends Operation>(
  operation: Op,
  call: CallOf<Op> = {},
): Promise<DownloadedFile> {
  const url = urlOf(operation, call.params ?? undefined, call.query ?? undefined);
  const response = await apiRequest(operation.method, url, call.body);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { file: await response.blob(), filename: named?.[1] ?? 'download' };
}

/** The cache key of one call: the operation's key with its params and query. */
export const keyOf = <Op extends Operation>(operation: Op, call: CallOf<Op> = {}) =>
  call.params || call.query ? operation.key(Object.assign({}, call.params, call.query)) : operation.key();

/** Query options reading one call of a GET operation. */
export const operationQuery = <Op extends Operation>(operation: Op, call: CallOf<Op> = {}) =>
  queryOptions({
    queryKey: keyOf(operation, call),
    queryFn: ({ signal }) => callOperation(operation, call, signal),
  });

/** Marks every cached read under these keys stale (a key matches the keys it begins). */
export const invalidateAll = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * A change the server makes: once it has succeeded, every cached read under the keys that
 * `staleAfter` names (from the answer and what was sent) is marked stale, and the mutation
 * settles only when that is done, unless `refetchInBackground` lets it settle at once (the
 * caller moves on and does not show those reads first).
 */
export function useRefreshingMutation<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  staleAfter: (answer: Answer, input: Input) => readonly QueryKey[],
  { refetchInBackground = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, input) => {
      const refreshed = invalidateAll(queryClient, staleAfter(answer, input));
      return refetchInBackground ? undefined : refreshed;
    },
  });
}
