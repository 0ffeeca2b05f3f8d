import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { valibotSchemaOf } from './valibot-schemas';

/**
 * For tests: an answer must match its declared schema exactly. fast-json-stringify quietly
 * drops a field the schema lacks, so a route that starts answering a new field would lose it
 * on the way out without any test noticing; here it fails with a 500 naming the route and
 * the field instead. Too slow for production (each answer is serialized twice).
 */
export function registerAnswerCheck(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const declared = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const jsonSchema = declared?.[reply.statusCode];
    const schema = valibotSchemaOf(jsonSchema);
    if (!schema) return payload;
    const route = `${request.method} ${reply.routeOptions.url}`;
    const sent: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    const problem =
      undeclaredField(
        sent,
        JSON.parse(
          reply.serializeInput(payload as Record<string, unknown>, String(reply.statusCode)) as string,
        ),
      ) ?? schemaProblem(schema, sent);
    if (!problem) return payload;
    request.log.error({ route, problem }, 'answer does not match its schema');
    reply.code(500);
    return { message: `${route} answers ${problem}` };
  });
}

/** The first field the route answered that serialization dropped, as a path (`[0].owner.email`). */
function undeclaredField(answered: unknown, serialized: unknown, path = ''): string | null {
  if (Array.isArray(answered) && Array.isArray(serialized)) {
    for (const [index, item] of answered.entries()) {
      const found = undeclaredField(item, serialized[index], `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (isRecord(answered) && isRecord(serialized)) {
    for (const [key, value] of Object.entries(answered)) {
      if (!(key in serialized)) return `the field ${path}.${key}, which its response schema lacks`;
      const found = undeclaredField(value, serialized[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function schemaProblem(schema: v.GenericSchema, answered: unknown): string | null {
  const result = v.safeParse(schema, answered);
  if (result.success) return null;
  const issue = result.issues[0];
  return `${v.getDotPath(issue) ?? 'its body'} that does not match its response schema: ${issue.message}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
