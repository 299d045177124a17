import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GRAPHQL_ENV, graphqlEnv } from '../../../scripts/gql-types.ts';

test('graphql-env.d.ts (the types of every client document) is generated from the committed schema.graphql', async () => {
  // stale: run `bun run gql:types` (schema:print runs it too) and commit the file
  expect(readFileSync(GRAPHQL_ENV, 'utf8')).toBe(await graphqlEnv());
});
