import { Migration20261121000000_foundation } from './Migration20261121000000_foundation.js';
import { Migration20261121010000_penjajagan } from './Migration20261121010000_penjajagan.js';

/** Listed explicitly: glob discovery of .ts files does not work under vitest (STACK.md). */
export const migrationsList = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
  { name: 'Migration20261121010000_penjajagan', class: Migration20261121010000_penjajagan },
];
