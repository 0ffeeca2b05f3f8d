import fc from 'fast-check';
import * as v from 'valibot';
import type { RegisteredRoute } from './plugins/openapi';
import { valibotSchemaOf } from './plugins/valibot-schemas';

/*
 * Generators for the hostile-input test: for one route, requests that are wrong in
 * one way or several (body, JSON text, content type, size, path, query, origin),
 * each tagged with whether the route must refuse it. A case marked `mustRefuse` is
 * checked against the route's own valibot schema first, so it is malformed by the
 * route's definition, not by a guess.
 */

export type Actor = 'anonymous' | 'user' | 'admin';
export type Category = 'body' | 'json-text' | 'content-type' | 'oversized' | 'path' | 'query' | 'origin';

export interface HostileCase {
  category: Category;
  actor: Actor;
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** true when the route must answer 4xx; otherwise only "never 5xx" applies. */
  mustRefuse: boolean;
}

/** What the arbitraries need to know about the running app. */
export interface Target {
  origin: string;
  /** Ids that name real things (a car, a booking): path garbage must never hit one by chance. */
  realIds: readonly string[];
}

/** Bigger than any body limit the API sets (1 MiB for JSON, 5 MiB for an upload). */
export const OVERSIZED_BYTES = 5 * 1024 * 1024 + 1;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Content types no route parses: Fastify must answer 415 before any handler runs. */
const UNPARSED_TYPES = [
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----akwaaba',
  'application/javascript',
  'image/png',
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE cars; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  '🚗'.repeat(300),
  'é\u0301\u200b\ufeff',
  'x'.repeat(70_000),
);
const hostileString = fc.oneof(
  nasty,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(hostileString, { maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** Well-formed JSON text that no schema here accepts, or JSON text that does not parse at all. */
const brokenJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    "{'make':'Toyota'}",
    '{"a":1,}',
    '[1,2',
    'NaN',
    'undefined',
    '\ufeff{}x',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  ),
  fc.string({ maxLength: 60 }).filter((text) => !parsesAsJson(text)),
);

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The valibot schema of a route part, if the route validates that part. */
const partSchema = (route: RegisteredRoute, part: 'body' | 'querystring' | 'params') =>
  valibotSchemaOf(route.schema?.[part]);
const propertiesOf = (route: RegisteredRoute, part: 'body' | 'querystring') =>
  Object.keys((route.schema?.[part] as { properties?: object } | undefined)?.properties ?? {});
const refuses = (schema: v.GenericSchema | undefined, value: unknown) =>
  schema !== undefined && !v.safeParse(schema, value).success;

/** Path parameters that name nothing: garbage of every shape, never one of the real ids. */
function garbageSegment(target: Target) {
  return fc
    .oneof(
      hostileString.map((s) => encodeURIComponent(s)),
      fc.constantFrom('%E0%A4%A', '%', '%%41', '%C0%AF', '..%2F..%2F', 'a%2Fb', '%2e%2e', '%F0%9F%9A%97'),
      fc.uuid().map((id) => id),
    )
    .filter((segment) => segment.length > 0 && segment !== '.' && segment !== '..')
    .filter((segment) => !target.realIds.some((id) => segment === id || segment === encodeURIComponent(id)));
}

/** The route's URL with each `:param` (and a trailing `*`) filled by `fill`. */
const fillPath = (route: RegisteredRoute, fill: string[]) => {
  let i = 0;
  return route.url.replace(/:\w+|\*$/g, () => fill[i++ % fill.length] ?? 'x');
};
const paramCount = (route: RegisteredRoute) => (route.url.match(/:\w+|\*$/g) ?? []).length;

/** A well-formed URL for the route: real ids or fresh uuids in its parameters, so the body is what gets judged. */
function placeholderPath(route: RegisteredRoute, target: Target) {
  return fc
    .array(fc.oneof(fc.constantFrom(...target.realIds), fc.uuid()), {
      minLength: paramCount(route),
      maxLength: paramCount(route),
    })
    .map((ids) => fillPath(route, ids));
}

/** Every kind of hostile request that applies to this route. */
export function hostileCases(route: RegisteredRoute, target: Target): fc.Arbitrary<HostileCase> {
  const mutating = MUTATING.has(route.method);
  const params = paramCount(route) > 0;
  const bodySchema = partSchema(route, 'body');
  const querySchema = partSchema(route, 'querystring');
  const actor = fc.noBias(fc.constantFrom<Actor>('anonymous', 'user', 'admin'));
  const json = { 'content-type': 'application/json', origin: target.origin };
  const base = (category: Category, mustRefuse: boolean) => ({ category, method: route.method, mustRefuse });
  const kinds: fc.Arbitrary<HostileCase>[] = [];

  if (bodySchema) {
    // Values of any shape, and objects with the schema's own keys holding the wrong things.
    const keys = propertiesOf(route, 'body');
    const shaped = keys.length
      ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length })
      : hostileValue;
    const malformed = fc
      .oneof(hostileValue, shaped)
      .map((value) => JSON.stringify(value) ?? 'null')
      .filter((text) => refuses(bodySchema, JSON.parse(text)));
    kinds.push(
      fc
        .record({ actor, url: placeholderPath(route, target), body: malformed })
        .map((c) => ({ ...base('body', true), ...c, headers: json })),
    );
  }
  if (mutating) {
    kinds.push(
      fc
        .record({
          actor,
          url: placeholderPath(route, target),
          // A route that takes no body ignores well-formed JSON (deep arrays included): send it only text that does not parse.
          body: bodySchema ? brokenJsonText : brokenJsonText.filter((text) => !parsesAsJson(text)),
        })
        .map((c) => ({ ...base('json-text', true), ...c, headers: json })),
    );
    // Without a body schema, text/plain is parsed and may be fine; with one, a bare string never is.
    const types = bodySchema ? [...UNPARSED_TYPES, 'text/plain'] : UNPARSED_TYPES;
    kinds.push(
      fc
        .record({
          actor,
          url: placeholderPath(route, target),
          type: fc.constantFrom(...types),
          body: fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 200 })),
        })
        .filter((c) => c.type !== 'text/plain' || refuses(bodySchema, c.body))
        .map(({ type, ...c }) => ({
          ...base('content-type', true),
          ...c,
          headers: { 'content-type': type, origin: target.origin },
        })),
    );
    if (route.csrf) {
      kinds.push(
        fc
          .record({
            actor,
            url: placeholderPath(route, target),
            origin: fc.constantFrom(
              undefined,
              'null',
              'https://evil.example',
              `${target.origin}.evil.example`,
            ),
          })
          .map(({ origin, ...c }) => ({
            ...base('origin', true),
            ...c,
            body: '{}',
            headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
          })),
      );
    }
  }
  if (params) {
    kinds.push(
      fc
        .record({
          actor,
          segments: fc.array(garbageSegment(target), {
            minLength: paramCount(route),
            maxLength: paramCount(route),
          }),
        })
        .map(({ actor, segments }) => ({
          ...base('path', true),
          actor,
          url: fillPath(route, segments),
          headers: mutating ? json : {},
          body: mutating ? '{}' : undefined,
        })),
    );
  }
  if (querySchema || !mutating) {
    // Junk in the query: refused where the route validates its query, ignored (never a 5xx) elsewhere.
    const keys = [...propertiesOf(route, 'querystring'), 'x', '__proto__', 'constructor'];
    const query = fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        hostileString.map((s) => s.slice(0, 2000)),
        fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }),
      ),
      { maxKeys: 4 },
    );
    kinds.push(
      fc
        .record({ actor, url: placeholderPath(route, target), query })
        .map(({ url, query, actor }) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query))
            for (const one of [value].flat()) search.append(key, one);
          const parsed: Record<string, string | string[]> = {};
          for (const key of new Set(search.keys())) {
            const all = search.getAll(key);
            parsed[key] = all.length > 1 ? all : all[0]!;
          }
          return {
            ...base('query', refuses(querySchema, parsed)),
            actor,
            url: `${url}?${search}`,
            headers: mutating ? json : {},
            body: mutating ? '{}' : undefined,
          };
        })
        // A mutating route given a well-formed request would really act: only send the refused ones.
        .filter((c) => !mutating || c.mustRefuse),
    );
  }
  return fc.oneof(...kinds);
}

/** A body one byte (or more) past every limit, as a JSON client would send it. */
export function oversizedCase(route: RegisteredRoute, target: Target): HostileCase {
  const body = Buffer.alloc(OVERSIZED_BYTES, 'a');
  body.write('{"make":"');
  return {
    category: 'oversized',
    actor: 'user',
    method: route.method,
    url: fillPath(route, [target.realIds[0] ?? 'x']),
    headers: { 'content-type': 'application/json', origin: target.origin },
    body,
    mustRefuse: true,
  };
}
