import * as v from 'valibot';

type Schema = v.GenericSchema;

/**
 * A text a path names (an id, a reference): bounded so that a long one is refused before any
 * lookup, and without control characters, which name nothing (`%00` would reach Postgres as a
 * NUL it refuses). Every path parameter of a contract is one of these, or a stricter pattern.
 */
export const pathText = (maxLength: number, what = 'An id') =>
  v.pipe(
    v.string(),
    v.maxLength(maxLength),
    // The one-line rule of withoutControlCharacters (C0, DEL and C1), written with valibot's own
    // regex: the web imports this module at run time, and form-schemas would ship with it.
    v.regex(/^\P{Cc}*$/u, `${what} must not contain control characters`),
  );

/** An id a path names (`:id`). */
export const idParam = pathText(64);

/** The params of a path that names one thing by `:id`. */
export const byId = v.object({ id: idParam });

/**
 * A write answered before the read models showed it names, in this header, the position its
 * reads must wait for and the read models that take it (`<checkpoint> <name>,<name>`). The web
 * client sends it back on its next reads; a read route that reads one of those read models waits,
 * bounded, until it shows the write (read-your-writes, docs/adr/0021).
 */
export const READ_AFTER_HEADER = 'x-akwaaba-read-after';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation: anyone (left out), a signed-in user, or an admin. The API
 * checks it before validating the request (401 signed out, 403 not an admin); the
 * deciders check roles and ownership again on the stream.
 */
export type Access = 'signed-in' | 'admin';

/** What one HTTP operation takes and answers, as both the API and the web client read it. */
export interface OperationSpec {
  /** One line for the API's documentation (OpenAPI's summary). */
  summary: string;
  /** More for the documentation, where one line is not enough. */
  description?: string;
  method: HttpMethod;
  /** Fastify's form: `/api/cars/:id`. */
  path: `/api/${string}`;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  access?: Access;
  /** The success status, 200 unless said: the API answers every success with it, so no route sets one. */
  status?: number;
  /** The body of a success answer; null when it has none (204, a redirect), 'file' for a file's bytes. */
  response: Schema | null | 'file';
}

/** An operation with its name (`cars.detail`) and the query key its reads are cached under. */
export type Operation<Spec extends OperationSpec = OperationSpec> = Spec & {
  id: string;
  /** The feature it belongs to: `cars`, also its group in the API's documentation. */
  feature: string;
  /**
   * The query key of this operation's answers: `[id]` matches them all (for invalidation),
   * `[id, params]` one of them.
   */
  key: (...parts: unknown[]) => readonly unknown[];
};

/** The answer an operation declares. */
export type AnswerOf<Op extends OperationSpec> = Op['response'] extends Schema
  ? v.InferOutput<Op['response']>
  : undefined;

/** What an operation's params, query or body take from a caller. */
export type InputOf<
  Op extends OperationSpec,
  Part extends 'params' | 'query' | 'body',
> = Op[Part] extends Schema ? v.InferInput<Op[Part]> : undefined;

/**
 * One feature's operations, each named `<feature>.<operation>`: the API registers its routes
 * from them and the web client fetches and caches through them, so neither retypes a path,
 * a request or an answer.
 */
export function defineContract<const Specs extends Record<string, OperationSpec>>(
  feature: string,
  specs: Specs,
): { [Name in keyof Specs]: Operation<Specs[Name]> } {
  const contract = {} as { [Name in keyof Specs]: Operation<Specs[Name]> };
  for (const name of Object.keys(specs) as (keyof Specs & string)[]) {
    const id = `${feature}.${name}`;
    contract[name] = { ...specs[name], id, feature, key: (...parts: unknown[]) => [id, ...parts] };
  }
  return contract;
}
