import { randomUUID } from 'node:crypto';
import { type Actor, carDecider, carStream, type Decider, type DomainEvent } from '@akwaaba/domain';
import { carDetails } from '@akwaaba/domain/cars/car.testing';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { registered } from './events';

/*
 * The people of a read model's test and what they do first: registered (so the users read
 * model knows their names) and, for a host, a car listed.
 */

/** Someone acting as `role`, with an id of their own. */
export const person = (role: 'user' | 'admin'): Actor => ({ userId: randomUUID(), role });

/** A command's context for `actor`, in a chain of its own. */
export const contextOf = (actor: Actor): CommandContext => ({
  actor,
  correlationId: randomUUID(),
  causationId: null,
});

/** Handles a command as the actor it names, in a chain of its own. */
export const handleAsItsActor = <State, Command extends { actor: Actor }, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  stream: string,
  command: Command,
) => handleCommand(store, decider, stream, command, contextOf(command.actor));

/** Appends the person's UserRegistered (with no password: these tests never sign in). */
export const appendRegistered = (store: EventStore, user: Actor, firstName: string, lastName: string) =>
  store.appendToStream(`user-${user.userId}`, [
    aNewEvent('UserRegistered', {
      ...registered(user.userId!, firstName, lastName),
      passwordHash: 'not used here',
    }),
  ]);

/** Lists a car of the host's, with the test details and available. */
export const listCar = (store: EventStore, host: Actor, carId: string) =>
  handleCommand(
    store,
    carDecider,
    carStream(carId),
    { type: 'ListCar', carId, actor: host, ownerId: host.userId!, details: carDetails(), available: true },
    contextOf(host),
  );
