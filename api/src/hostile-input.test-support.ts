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
export type Category =
  | 'body'
  | 'json-text'
  | 'content-type'
  | 'oversized'
  | 'path'
  | 'query'
  | 'origin'
  | 'control-text'
  | 'control-id';

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
  /** How it must be refused, when the refusal itself is what the case tests. */
  refusal?: {
    /** The statuses it may answer. */
    statuses: readonly number[];
    /** The field a 400's `fields` must name: the one holding the control character. */
    field?: string;
  };
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
          // Without a prototype, `__proto__` is a key like any other: on a plain object it would set
          // the prototype, and an array's would give the query a `sort` (Array.prototype.sort).
          const parsed: Record<string, string | string[]> = Object.create(null);
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

/*
 * Control characters, field by field: a NUL (which Postgres refuses in text and in JSON, so
 * one that reaches a query or an event answers 500) and another control character in every
 * text field of every request part, and in every path parameter. Each case is well-formed but
 * for that one character, so the route must refuse it because of it: a 400 naming the field,
 * or for a path parameter a 400 or 404 with a message.
 */

/** Every control character (Unicode's Cc: C0, DEL, C1) but the tab and the line breaks a multi-line text keeps. */
export const REFUSED_CONTROLS = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).filter(
  (c) => /\p{Cc}/u.test(c) && !'\t\n\r'.includes(c),
);

/**
 * Text with `control` inside it, never at an end, so trimming cannot take it away. Without it
 * the text would pass most fields, passwords included (8 characters or more, a capital, a small
 * letter and a digit), so the control character is what a route must refuse.
 */
const textHolding = (control: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('Kumasi', 'Ama Serwaa', 'Accra'),
      control,
      fc.constantFrom('Osu 1', 'Road 12', 'x1'),
    )
    .map((parts) => parts.join(''));

/** A NUL, then another refused control character, each inside some text. */
const controlTexts = (seed: number) => [
  fc.sample(textHolding(fc.constant('\u0000')), { seed, numRuns: 1 })[0]!,
  fc.sample(textHolding(fc.constantFrom(...REFUSED_CONTROLS.slice(1))), { seed, numRuns: 1 })[0]!,
];

/** The parts of a JSON schema that say where text may go. */
interface JsonSchemaNode {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

/** A place in a request part that takes text: its dot path (as an answer's `fields` names it) and a value holding text there. */
export interface TextField {
  path: string;
  holding: (text: string) => unknown;
}

const joinPath = (head: string, rest: string) => (rest ? `${head}.${rest}` : head);

/**
 * Every text field a request part's schema declares, in nested objects, lists and each
 * alternative of a union too. An object's one-value properties (a variant's `type`) are set
 * beside the text, so it is judged by the branch it belongs to.
 */
export function textFieldsOf(schema: JsonSchemaNode | undefined): TextField[] {
  if (!schema) return [];
  const fields: TextField[] = [];
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))
    fields.push({ path: '', holding: (text) => text });
  const properties = Object.entries(schema.properties ?? {});
  const literals = Object.fromEntries(
    properties.filter(([, p]) => p.enum?.length === 1).map(([key, p]) => [key, p.enum![0]]),
  );
  for (const [key, property] of properties)
    for (const field of textFieldsOf(property))
      fields.push({
        path: joinPath(key, field.path),
        holding: (text) => ({ ...literals, [key]: field.holding(text) }),
      });
  if (schema.items)
    for (const field of textFieldsOf(schema.items))
      fields.push({ path: joinPath('0', field.path), holding: (text) => [field.holding(text)] });
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    fields.push(...textFieldsOf(alternative));
  // A union of text and a number, or two variants with the same field, names a place once per shape.
  const seen = new Set<string>();
  return fields.filter((field) => {
    const shape = JSON.stringify(field.holding('x'));
    return !seen.has(shape) && Boolean(seen.add(shape));
  });
}

const paramNames = (route: RegisteredRoute) =>
  (route.url.match(/:\w+|\*$/g) ?? []).map((param) => param.replace(/^:/, ''));

/**
 * A control character in every text field of the route's body and query, and in each of its
 * path parameters, sent by an admin (who may call every route, so access answers nothing first).
 */
export function controlCharacterCases(route: RegisteredRoute, target: Target, seed: number): HostileCase[] {
  const mutating = MUTATING.has(route.method);
  const json = { 'content-type': 'application/json', origin: target.origin };
  const realPath = fillPath(route, [target.realIds[0] ?? 'x']);
  const base = { actor: 'admin' as const, method: route.method, mustRefuse: true };
  const texts = controlTexts(seed);
  const cases: HostileCase[] = [];
  for (const field of textFieldsOf(route.schema?.body as JsonSchemaNode | undefined))
    for (const text of texts)
      cases.push({
        ...base,
        category: 'control-text',
        url: realPath,
        headers: json,
        body: JSON.stringify(field.holding(text)),
        refusal: { statuses: [400], field: field.path },
      });
  const queryFields = textFieldsOf(route.schema?.querystring as JsonSchemaNode | undefined).filter(
    (field) => field.path && !field.path.includes('.'),
  );
  for (const field of queryFields)
    for (const text of texts)
      cases.push({
        ...base,
        category: 'control-text',
        url: `${realPath}?${new URLSearchParams({ [field.path]: text })}`,
        headers: mutating ? { origin: target.origin } : {},
        refusal: { statuses: [400], field: field.path },
      });
  const params = paramNames(route);
  for (const [index, param] of params.entries())
    for (const text of texts) {
      const segments = params.map((_, i) =>
        i === index ? encodeURIComponent(text) : (target.realIds[0] ?? 'x'),
      );
      cases.push({
        ...base,
        category: 'control-id',
        url: fillPath(route, segments),
        headers: mutating ? json : {},
        body: mutating ? '{}' : undefined,
        refusal: { statuses: [400, 404], field: param },
      });
    }
  return cases;
}
