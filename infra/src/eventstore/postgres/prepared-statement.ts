import { createHash } from 'node:crypto';

/** A query config node-postgres runs as a named prepared statement. */
export interface PreparedStatement {
  name: string;
  text: string;
}

const statements = new Map<string, PreparedStatement>();

/**
 * The statement `text` under a name derived from it. node-postgres parses a named
 * statement once per connection and Postgres keeps its plan, so a statement run
 * hundreds of times a second is no longer parsed, analysed and planned every time
 * (on a busy machine that was most of Postgres' CPU). The name is a hash of the
 * text, so two texts never share one, and a text naming other tables (a new
 * projection generation) is a statement of its own.
 */
export function prepared(text: string): PreparedStatement {
  let statement = statements.get(text);
  if (!statement) {
    statement = { name: `p_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`, text };
    statements.set(text, statement);
  }
  return statement;
}
