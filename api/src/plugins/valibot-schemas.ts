import { DomainError } from '@akwaaba/domain';
import type { Operation } from '@akwaaba/domain/shared/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';

type AnySchema = v.GenericSchema;

/** The valibot schema behind each JSON schema a route declares, request part or answer. */
const valibotOf = new WeakMap<object, AnySchema>();

/** Request parts take what a caller sends (`input`); answers are what the route returns (`output`). */
function declared(schema: AnySchema, typeMode: 'input' | 'output'): Record<string, unknown> {
  const jsonSchema = toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore', typeMode }) as Record<
    string,
    unknown
  >;
  valibotOf.set(jsonSchema, schema);
  return jsonSchema;
}

/**
 * Declares a route part (body, querystring, params) by its valibot schema. The
 * route validates with valibot itself, so the product's messages come out
 * verbatim, and the OpenAPI document is generated from the same schema.
 */
export const schemaOf = (schema: AnySchema) => declared(schema, 'input');

/**
 * Declares an answer by its valibot schema: Fastify serializes it with fast-json-stringify
 * (which sends only the fields the schema names) and the OpenAPI document shows it.
 */
export const answerSchemaOf = (schema: AnySchema) => declared(schema, 'output');

/**
 * The valibot schema a route part or answer was declared with, or undefined for any other
 * object: lets tools (the hostile-input test, the answer check) judge data exactly as the
 * route does.
 */
export function valibotSchemaOf(jsonSchema: unknown): AnySchema | undefined {
  return typeof jsonSchema === 'object' && jsonSchema !== null ? valibotOf.get(jsonSchema) : undefined;
}

/**
 * A route's schema from its contract operation: request parts validated with valibot, the
 * success answer serialized from its schema (an answer without a body is declared as null).
 */
export function contractSchema(operation: Operation): FastifySchema {
  const { summary, description, feature, params, query, body, status = 200, response } = operation;
  return {
    tags: [feature],
    summary,
    ...(description ? { description } : {}),
    ...(params ? { params: schemaOf(params) } : {}),
    ...(query ? { querystring: schemaOf(query) } : {}),
    ...(body ? { body: schemaOf(body) } : {}),
    response: {
      [status]: answerSchema(response),
    },
  };
}

function answerSchema(response: Operation['response']) {
  if (response === 'file') return { description: 'The file', type: 'string', format: 'binary' };
  return response ? answerSchemaOf(response) : { description: 'No body', type: 'null' };
}

/** Replaces Fastify's JSON-schema validator with valibot for schemas declared through `schemaOf`. */
export function useValibotValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const valibot = valibotOf.get(schema);
    if (!valibot) throw new Error(`Route ${httpPart} schema must be declared with schemaOf()`);
    return (data: unknown) => {
      // valibot's object schema also accepts an array (it is an object); no body here is a list.
      if (httpPart === 'body' && Array.isArray(data)) {
        return {
          error: new DomainError('validation', 'The request body must be a JSON object, not a list.'),
        };
      }
      const result = v.safeParse(valibot, data);
      if (result.success) return { value: result.output };
      if (httpPart === 'body' && (data === null || data === undefined)) {
        return {
          error: new DomainError(
            'validation',
            'This request needs a JSON body (Content-Type: application/json).',
          ),
        };
      }
      const fields: Record<string, string> = {};
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) ?? httpPart ?? 'request';
        fields[key] ??= issue.message;
      }
      return { error: new DomainError('validation', result.issues[0]?.message ?? 'Invalid request', fields) };
    };
  });
}
