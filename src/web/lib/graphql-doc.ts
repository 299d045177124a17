/**
 * Typed GraphQL documents: `graphql(source, [fragments])` gives a document whose result and
 * variables types gql.tada reads from the committed schema (graphql-env.d.ts, written by
 * `bun run gql:types`), so a wrong field, argument or variable fails `bun run typecheck`.
 *
 * Only the types come from gql.tada. Its runtime `graphql()` parses every document with
 * @0no-co/graphql.web and the request then has to print it again (about 3.4 KB gzipped), which
 * the first-load budget cannot carry; here a document keeps its own text and its fragments, and
 * `documentText` joins them (each fragment once) for the request body. Fragment masking is off:
 * a spread's fields are part of the result type, as a shared field list used to be.
 */
import type { DocumentDecoration, initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

type Graphql = initGraphQLTada<{ introspection: introspection; scalars: { DateTime: string }; disableMasking: true }>;

interface Source {
  readonly source: string;
  readonly fragments: readonly Source[];
}

export const graphql = ((source: string, fragments: readonly Source[] = []): Source => ({
  source,
  fragments,
})) as unknown as Graphql;

export type { ResultOf, VariablesOf } from 'gql.tada';

/** A typed document as `gql` takes it. */
export type Document<Result = unknown, Variables = unknown> = DocumentDecoration<Result, Variables>;

/** The document's text with each fragment it uses (directly or through another fragment) once. */
export function documentText<T, V>(doc: Document<T, V>): string {
  const seen = new Set<Source>();
  const parts: string[] = [];
  const walk = (d: Source) => {
    if (seen.has(d)) return;
    seen.add(d);
    parts.push(d.source);
    for (const f of d.fragments) walk(f);
  };
  walk(doc as unknown as Source);
  return parts.join('\n');
}

/**
 * A result type with some fields narrowed to what the client's rules know (the schema says String
 * where the server only ever writes one of a few names): every other field stays the schema's.
 */
export type Narrowed<T, N extends Partial<Record<keyof T, unknown>>> = Omit<T, keyof N> & N;
