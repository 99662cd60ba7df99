import 'reflect-metadata';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraphqlSchema } from './core/graphql.js';

/** Writes the checked-in `schema.graphql` at the repository root. */
const target = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema.graphql');
await buildGraphqlSchema(target);
console.log(`schema written to ${target}`);
