import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { INDEX_QUEUE, type Jobs } from './indexer.service.js';

/** The stored-file kinds whose text is indexed (the trigger of Migration20261126400000_cari lists the same). */
export const DOKUMEN_KINDS: ReadonlySet<string> = new Set(['mou.dokumen', 'pks.dokumen', 'penjajagan.dokumen']);

/**
 * After a flush that stored documents has committed, sends one indexing job per document: the upload's
 * answer never waits for the text, and a rolled-back upload indexes nothing.
 */
export class DocumentWatcher implements EventSubscriber {
  private readonly waiting = new WeakMap<object, string[]>();

  constructor(
    private readonly jobs: Jobs,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** After the flush's statements (the files have their ids); inside em.transactional the commit is still to come. */
  afterFlush({ em, uow }: FlushEventArgs): void {
    const ids = uow
      .getChangeSets()
      .filter((cs) => cs.name === 'StoredFile' && cs.type === 'create' && DOKUMEN_KINDS.has(String((cs.entity as { ownerKind?: unknown }).ownerKind)))
      .map((cs) => String((cs.entity as { id: unknown }).id));
    if (!ids.length) return;
    if (!em.isInTransaction()) return this.send(ids);
    const key = em.getTransactionContext() as object;
    this.waiting.set(key, [...(this.waiting.get(key) ?? []), ...ids]);
  }

  private send(ids: string[]): void {
    for (const id of ids) this.jobs.send(INDEX_QUEUE, { id }, { key: id }).catch(this.onError);
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const ids = transaction ? this.waiting.get(transaction as object) : undefined;
    if (!ids) return;
    this.waiting.delete(transaction as object);
    this.send(ids);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.waiting.delete(transaction as object);
  }
}
