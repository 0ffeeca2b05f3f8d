import { expect } from 'vitest';
import { type Decider, type DomainEvent, fold } from './decider';
import { DomainError, type ErrorKind } from './errors';

export interface ExpectedError {
  kind: ErrorKind;
  message?: string;
  fields?: Record<string, string>;
}

/** How a decider refuses one field's value: validationError(message, { [field]: message }). */
export const invalidField = (field: string, message: string): ExpectedError => ({
  kind: 'validation',
  message,
  fields: { [field]: message },
});

/**
 * Given / when / then for a decider:
 *   given([CarListed]).when(ApproveCar).thenAppends([CarApproved])
 *   given([]).when(ApproveCar).thenFails({ kind: 'not_found', message: 'Car not found' })
 * `thenAppends` also folds the new events onto the history, so an evolve that throws on them fails the test.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given: (history: readonly Event[]) => ({
      when: (command: Command) => {
        const decide = () => decider.decide(command, fold(decider, history));
        return {
          thenAppends(expected: readonly Event[]) {
            const events = decide();
            expect(events).toEqual(expected);
            fold(decider, [...history, ...events]);
          },
          thenAppendsNothing() {
            expect(decide()).toEqual([]);
          },
          thenFails(expected: ExpectedError) {
            let events: Event[];
            try {
              events = decide();
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
              const { kind, message, fields } = error as DomainError;
              expect({ kind, message, fields }).toMatchObject(expected);
              return;
            }
            expect.fail(`expected a ${expected.kind} error, got events ${JSON.stringify(events)}`);
          },
        };
      },
    }),
  };
}
