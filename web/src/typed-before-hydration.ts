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

const TOGGLES = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * Once the page is the web app's: `chosenBefore` holds each select's value read right before
 * hydrating (React sets a select's options as it hydrates it).
 */
export async function handOverWhatWasTyped(
  root: HTMLElement,
  chosenBefore: Map<HTMLSelectElement, string>,
): Promise<void> {
  const changes: (() => void)[] = [];
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) {
      if (field.checked !== field.defaultChecked) changes.push(() => toggleAgain(field));
    } else if (field.value !== field.defaultValue) changes.push(() => typeAgain(field));
  }
  for (const [select, value] of chosenBefore) {
    if (!select.isConnected || !chosenByPerson(select, value)) continue;
    changes.push(() => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  // One change at a time, each in a task of its own, as a person's would be: the page renders
  // each before the next, so a handler that builds on what is shown sees the one before it.
  for (const change of changes) {
    change();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function typeAgain(field: TextField) {
  const typed = field.value;
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function toggleAgain(field: HTMLInputElement) {
  field.checked = !field.checked;
  field.click();
}

/** A value the person chose: not the option the server marked as chosen. */
function chosenByPerson(select: HTMLSelectElement, value: string): boolean {
  const options = [...select.options];
  const byServer = options.find((option) => option.defaultSelected) ?? options[0];
  return value !== byServer?.value;
}
