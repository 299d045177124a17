/**
 * Writes src/web/lib/graphql-env.d.ts, the schema's introspection as a type that gql.tada reads to
 * type every client document (results and variables) from the committed schema.graphql. This is what
 * `gql.tada generate output` does, called through its library (@gql.tada/internal) because the CLI
 * wants TypeScript's JS API, which TypeScript 7 no longer ships. A vitest test fails when the
 * committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { loadFromSDL, minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';

export const GRAPHQL_ENV = 'src/web/lib/graphql-env.d.ts';

export async function graphqlEnv(): Promise<string> {
  const { introspection } = await loadFromSDL({ file: 'schema.graphql', assumeValid: true }).load();
  return outputIntrospectionFile(minifyIntrospection(introspection), { fileType: '.d.ts', shouldPreprocess: true });
}

if (import.meta.main) {
  writeFileSync(GRAPHQL_ENV, await graphqlEnv());
  console.log(`${GRAPHQL_ENV} written`);
}
