/** Writes the printed GraphQL schema to schema.graphql (committed; a test fails when it drifts). */
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/server/schema.ts';

writeFileSync('schema.graphql', `${printedSchema()}\n`);
console.log('schema.graphql written');
