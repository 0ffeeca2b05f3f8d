import * as v from 'valibot';
import { expect } from 'vitest';

/** Field path → messages, as a form shows them; '' for messages on the whole object. */
export function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const { root, nested } = v.flatten(result.issues);
  return { ...(root ? { '': root } : {}), ...(nested as Record<string, string[]>) };
}

/** What the schema makes of valid input; fails the test, with the messages, when it refuses it. */
export function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) expect.fail(`expected valid input, got ${JSON.stringify(v.flatten(result.issues))}`);
  return result.output;
}
