import * as v from 'valibot';

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

/**
 * Refuses control characters in a one-line text a query or filter carries: Postgres refuses a
 * NUL byte in text outright (a 500 otherwise), and no name, place or address holds one.
 */
export const withoutControlCharacters = (field: string) =>
  v.check(
    (text: string) => ![...text].some((c) => c < ' ' || c === '\u007f'),
    `${field} must not contain control characters`,
  );

/** A text that must be given: trimmed, not blank (then `requiredMessage`), at most `maxLength` characters. */
export const requiredText = (requiredMessage: string, maxLength: number, tooLongMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(maxLength, tooLongMessage),
  );

const PAGE_MESSAGE = 'page must be a whole number from 1';

/** A list's optional `page` query parameter: a whole number from 1, given as text in the URL. */
export const pageQuery = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, PAGE_MESSAGE), v.transform(Number), v.minValue(1, PAGE_MESSAGE)),
);
