import type { Operation } from '@akwaaba/domain/shared/contract';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type * as v from 'valibot';
import { accessGuard } from '../plugins/access';
import { rateLimitOf } from '../plugins/rate-limit';
import { contractSchema } from '../plugins/valibot-schemas';

/** The parameters a path names: `:id` and a trailing `*`. */
const pathParams = (path: string) => (path.match(/:\w+|\*$/g) ?? []).map((param) => param.replace(/^:/, ''));

/**
 * Refuses to register an operation whose path names a parameter its params schema does not
 * check: unchecked, a `%00` in the URL reaches the handler as a NUL, which Postgres refuses (a
 * 500). `idParam` and `pathText` refuse control characters; a pattern or a list does too.
 */
function assertParamsChecked(operation: Operation) {
  const entries = (operation.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  const unchecked = pathParams(operation.path).filter((param) => !(param in entries));
  if (unchecked.length > 0)
    throw new Error(
      `${operation.id}: the path parameter ${unchecked.join(', ')} needs a params schema in its contract (idParam, pathText or a pattern)`,
    );
}

type Output<Schema> = Schema extends v.GenericSchema ? v.InferOutput<Schema> : unknown;

/** Fastify's request types of a contract operation, for `app.get<RouteOf<typeof operation>>`. */
export interface RouteOf<Op extends Operation> {
  Params: Output<Op['params']>;
  Querystring: Output<Op['query']>;
  Body: Output<Op['body']>;
}

/** A contract route's own Fastify options (hooks, config, limits); the rest comes from the contract. */
export type ContractRouteOptions<Op extends Operation> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteOf<Op>
  >,
  'schema'
>;

type ContractHandler<Op extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteOf<Op>
>;

/**
 * Registers the route of a contract operation: its method and path, request parts, answer,
 * success status, access and documentation come from the contract, so a route cannot drift
 * from what the web client calls. The handler returns the answer (or redirects, with the
 * contract's 3xx) and never sets a status: a success is the status the contract declares, a
 * failure the one its error's kind decides (plugins/errors.ts). Fastify options of the route's
 * own (a rate limit, a hook) go before the handler.
 */
export function addRoute<Op extends Operation>(
  app: FastifyInstance,
  operation: Op,
  handler: ContractHandler<Op>,
): void;
export function addRoute<Op extends Operation>(
  app: FastifyInstance,
  operation: Op,
  options: ContractRouteOptions<Op>,
  handler: ContractHandler<Op>,
): void;
export function addRoute<Op extends Operation>(
  app: FastifyInstance,
  operation: Op,
  ...[first, second]: [ContractHandler<Op>] | [ContractRouteOptions<Op>, ContractHandler<Op>]
) {
  assertParamsChecked(operation);
  const [options, handler] = second
    ? [first as ContractRouteOptions<Op>, second]
    : [{}, first as ContractHandler<Op>];
  const { preValidation } = options;
  const checks =
    preValidation === undefined ? [] : Array.isArray(preValidation) ? preValidation : [preValidation];
  const rateLimit = rateLimitOf(app, operation);
  const status = operation.status ?? 200;
  app.route<RouteOf<Op>>({
    ...options,
    // Who may call it is the contract's to say, and is checked before anything else about the
    // request; then its rate limit, if it has one, before the request reaches its handler.
    preValidation: [
      ...(operation.access ? [accessGuard(operation.access)] : []),
      ...(rateLimit ? [rateLimit] : []),
      ...checks,
    ],
    method: operation.method,
    url: operation.path,
    schema: contractSchema(operation),
    handler(request, reply) {
      // Set before the handler runs, so its answer and a redirect without a code (Fastify takes
      // the status already set) both leave with it; an error replaces it in the error handler.
      reply.code(status);
      return handler.call(this, request, reply);
    },
  });
}
