/**
 * What a person typed or chose on a server-rendered page before its code ran, handed to the web
 * app once it has taken the page over. On a slow phone the search box is there seconds before
 * the code: React leaves a field's typed value on the screen as it hydrates, but its state still
 * holds the server's value, so the filter never applied and the next render would erase it.
 *
 * After hydration each field whose value differs from the one the server rendered is changed
 * again as the browser changes it when a person types: React's onChange runs with the typed
 * value and the page applies it. Only DOM interfaces are used: a field's own `value` setter
 * (the one React watches) puts back the server's value, the prototype's sets the typed one
 * without React seeing it, and the event then reports the change.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is not text a person types (ticks are not handed over yet: no public page has one). */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden', 'checkbox', 'radio']);

/**
 * A field as web/src/main.tsx read it right before hydrating: what it showed, and what the server
 * had rendered in it (a select's default-selected option, which React never changes).
 */
export interface FieldBefore {
  shown: string;
  server: string;
}

/**
 * Once the page is the web app's: `before` holds each field as read right before hydrating
 * (after it, a render of the app's own state may already have put the server's value back). A
 * route's screen may come to life a moment after the page (a lazily loaded part hydrates in a
 * pass of its own), and a change given to a field not yet alive is lost; so typed text is given
 * again every 100 ms, for up to 3 s, until the app shows it as its own (its value and default).
 *
 * Only what the person changed before hydrating is handed over (what was shown differs from
 * what the server rendered), and only while the field still shows it or the server's value:
 * once the app itself has changed a field (Clear Filters, pressed as this chunk still loads),
 * the field is the app's, and what was on the screen before is not put back over it.
 */
export async function handOverWhatWasTyped(before: Map<Element, FieldBefore>): Promise<void> {
  const changedByPerson = [...before].filter(([, { shown, server }]) => shown !== server);
  const untouchedByApp = (field: TextField | HTMLSelectElement, { shown, server }: FieldBefore) =>
    field.isConnected && (field.value === shown || field.value === server);
  const typed = changedByPerson.filter(
    (entry): entry is [TextField, FieldBefore] =>
      (entry[0] instanceof HTMLInputElement && !NOT_TYPED.has(entry[0].type)) ||
      entry[0] instanceof HTMLTextAreaElement,
  );
  // Typed text first, given until the app shows it; then the selects' choices, once: a choice
  // given before the text was taken would be applied on top of the text the app still had.
  for (let round = 0; round < 30; round++) {
    const changes = typed
      .filter(([field, seen]) => untouchedByApp(field, seen) && field.defaultValue !== seen.shown)
      .map(
        ([field, { shown }]) =>
          () =>
            typeAgain(field, shown),
      );
    if (changes.length === 0) break;
    await giveOneByOne(changes);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await giveOneByOne(
    changedByPerson
      .filter((entry): entry is [HTMLSelectElement, FieldBefore] => entry[0] instanceof HTMLSelectElement)
      .filter(([select, seen]) => untouchedByApp(select, seen))
      .map(([select, { shown }]) => () => {
        select.value = shown;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }),
  );
}

/**
 * One change at a time, each in a task of its own, as a person's would be: the page renders
 * each before the next, so a handler that builds on what is shown sees the one before it.
 */
async function giveOneByOne(changes: (() => void)[]) {
  for (const change of changes) {
    change();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function typeAgain(field: TextField, typed: string) {
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
