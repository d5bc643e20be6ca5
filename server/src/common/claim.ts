import { LockMode, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/postgresql';
import { notFound } from './errors.js';

/**
 * Locks the row a delete is about to remove until its transaction ends, or NOT_FOUND. Of deletes of one row
 * sent at once, the first removes it; the others wait for its commit and then find nothing, instead of each
 * "succeeding" and writing a Riwayat line of its own.
 */
export const claimForDelete = async <T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>, what: string): Promise<void> => {
  const row = await em.createQueryBuilder(entity).select('*').where(where).setLockMode(LockMode.PESSIMISTIC_WRITE).execute('get');
  if (!row) throw notFound(what);
};
