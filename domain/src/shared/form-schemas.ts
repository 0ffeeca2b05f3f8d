import * as v from 'valibot';
import { validationError } from './errors';

/**
 * An object whose missing fields get the same message as blank ones: valibot reports a
 * missing key on the object, so ask the field's own schema what it says about undefined.
 */
export function formObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const field = typeof key === 'string' ? entries[key] : undefined;
    const result = field ? v.safeParse(field, undefined) : undefined;
    return result?.issues?.[0].message ?? issue.message;
  });
}

/** Nothing typed: missing, null, or only spaces. */
export const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Every control character: Unicode's Cc (C0, DEL and C1, whose U+009B starts an escape sequence too). */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, but for the tab and the line breaks a multi-line text keeps. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** A one-line text (a name, an id, a path) or a multi-line one (a description, a note), which keeps tabs and line breaks. */
export type TextLines = 'one-line' | 'multi-line';

/** Whether a text holds a control character its kind of text does not keep. */
export const hasControlCharacter = (text: string, lines: TextLines = 'one-line') =>
  (lines === 'one-line' ? CONTROL_CHARACTER : CONTROL_CHARACTER_BUT_LINE_BREAKS).test(text);

/**
 * Refuses control characters in a text, `${field} must not contain control characters`: no
 * name, place, address, id or note holds one (a person cannot type a NUL or an escape), and
 * Postgres refuses a NUL in text and in JSON, so one that reached a query or an event would
 * answer 500. Every text field of every request takes this check, a multi-line one allowing
 * tabs and line breaks.
 */
export const withoutControlCharacters = (field: string, lines: TextLines = 'one-line') =>
  v.check(
    (text: string) => !hasControlCharacter(text, lines),
    `${field} must not contain control characters`,
  );

/** The control-character check of a text field, as `withoutControlCharacters` makes it. */
export type ControlCharacterCheck = ReturnType<typeof withoutControlCharacters>;

/**
 * A text that must be given: trimmed, not blank (then `requiredMessage`), at most `maxLength`
 * characters (then `tooLongMessage`, or valibot's own when undefined), without the control
 * characters `controls` refuses.
 */
export const requiredText = (
  requiredMessage: string,
  maxLength: number,
  tooLongMessage: string | undefined,
  controls: ControlCharacterCheck,
) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(maxLength, tooLongMessage),
    controls,
  );

/**
 * A multi-line text that may be left out (then ''): a note or a comment, trimmed, at most
 * `maxLength` characters (then `tooLongMessage`), keeping tabs and line breaks.
 */
export const optionalNote = (field: string, maxLength: number, tooLongMessage: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength, tooLongMessage),
      withoutControlCharacters(field, 'multi-line'),
    ),
    '',
  );

const PAGE_MESSAGE = 'page must be a whole number from 1';

/** A list's optional `page` query parameter: a whole number from 1, given as text in the URL. */
export const pageQuery = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, PAGE_MESSAGE), v.transform(Number), v.minValue(1, PAGE_MESSAGE)),
);

/** Parses with a schema, or throws a validation error with the first message of each field. */
export function requireValid<const Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key !== null) fields[key] ??= issue.message;
  }
  throw validationError(result.issues[0].message, fields);
}
