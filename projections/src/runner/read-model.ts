import type { DomainEvent } from '@akwaaba/domain';
import type { Projection } from './projection';
import { defineProjection, type TypedProjection } from './typed-projection';

/**
 * A read model as one object: its name, its tables and the projection that fills
 * them, and the typed queries that read them. Routes name the read models they
 * read or wait for by this object, never by a string.
 */
export interface ReadModel<Queries = Record<string, never>> extends Projection {
  kind: 'read-model';
  queries: Queries;
}

/** A reference to a read model: what read-your-writes waits and the page cache need of one. */
export type ReadModelRef = Pick<Projection, 'name'>;

export function defineReadModel<E extends DomainEvent, Queries>({
  queries,
  ...projection
}: Omit<TypedProjection<E>, 'kind'> & { queries: Queries }): ReadModel<Queries> {
  return { ...defineProjection({ ...projection, kind: 'read-model' }), kind: 'read-model', queries };
}
