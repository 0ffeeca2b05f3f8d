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

/**
 * What a read model declares: its tables by logical name, or, when it has one table
 * named after the read model itself, just that table's DDL.
 */
type ReadModelDeclaration<E extends DomainEvent, Queries> = Omit<TypedProjection<E>, 'kind' | 'tables'> & {
  queries: Queries;
} & (Pick<TypedProjection<E>, 'tables'> | { table: (physicalName: string) => string });

export function defineReadModel<E extends DomainEvent, Queries>({
  queries,
  ...declared
}: ReadModelDeclaration<E, Queries>): ReadModel<Queries> {
  if ('table' in declared) {
    const { table, ...projection } = declared;
    return defineReadModel({ ...projection, tables: { [projection.name]: table }, queries });
  }
  return { ...defineProjection({ ...declared, kind: 'read-model' }), kind: 'read-model', queries };
}
