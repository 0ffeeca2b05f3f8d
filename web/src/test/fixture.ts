/**
 * A builder of the value a test starts from: `defaults`, with what the test cares about
 * overridden. Each call gets its own copy, so a test that changes one leaves the next alone.
 */
export const fixture =
  <Value extends object>(defaults: Value) =>
  (overrides: Partial<Value> = {}): Value => ({ ...structuredClone(defaults), ...overrides });
