import { Migration20261121000000_foundation } from './Migration20261121000000_foundation.js';

/** Listed explicitly: glob discovery of .ts files does not work under vitest (STACK.md). */
export const migrationsList = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
];
