import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Answers that are a route's contract rather than a failure: /readyz says 503
 * "not ready" by design. Nothing under /api belongs here.
 */
const DESIGNED_5XX = [/^\/readyz(\?|$)/];

export interface ServerErrorGuard {
  /** Every 5xx answered so far, with the test that was running and the error behind it. */
  readonly seen: readonly string[];
  /** Throws if any 5xx was answered: the test file fails at its `stop()`. */
  assertNone(): void;
}

/**
 * Records every 5xx the app answers during a test file. A 5xx means the server
 * failed on a request instead of answering it, so any one of them fails the file,
 * whichever test provoked it and whatever that test expected.
 */
export function guardAgainstServerErrors(app: FastifyInstance): ServerErrorGuard {
  const seen: string[] = [];
  const causes = new WeakMap<object, string>();
  app.addHook('onError', async (request, _reply, error) => {
    causes.set(request, error.stack ?? String(error));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500 || DESIGNED_5XX.some((pattern) => pattern.test(request.url))) return;
    const test = expect.getState().currentTestName ?? '(outside a test)';
    const cause = causes.get(request) ?? 'no error recorded';
    seen.push(`${reply.statusCode} ${request.method} ${request.url} in "${test}"\n    ${cause}`);
  });
  return {
    seen,
    assertNone() {
      if (seen.length === 0) return;
      throw new Error(`The server answered ${seen.length} request(s) with a 5xx:\n  ${seen.join('\n  ')}`);
    },
  };
}
