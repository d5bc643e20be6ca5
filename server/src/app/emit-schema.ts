import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { createSchema } from './schema.js';

/** Writes schema.graphql at the repo root; CI fails when the committed file differs. */
const schema = await createSchema(createPubSub());
const out = new URL('../../../schema.graphql', import.meta.url);
await writeFile(out, `# Generated from the server code by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`schema written to ${out.pathname}`);
