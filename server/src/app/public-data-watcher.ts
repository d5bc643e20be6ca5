import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { defineEvent, type EventBus } from '../common/events.js';

/**
 * What the public site shows is read from these entities (and their attachments). Klasifikasi too: the staff
 * lists remember their totals per data version, and "Belum diklasifikasi" changes with it alone.
 */
const PUBLIC_ENTITIES: ReadonlySet<string> = new Set(['Mou', 'MouSkpd', 'Pks', 'PksSkpd', 'Klasifikasi', 'Kegiatan', 'Partner', 'Slider', 'Profil', 'StoredFile']);

/** A committed flush changed public data, whether or not its write announced it with an event of its own. */
export const PublicDataChanged = defineEvent<{ entities: string[] }>('PUBLIC_DATA_CHANGED', { changesPublicData: true });

/**
 * The safety net under the typed events: MikroORM itself reports every flush that touched a public entity,
 * and once its transaction has committed, every instance drops its public caches. A write that changes
 * public data without saying so therefore cannot leave the public site stale.
 */
export class PublicDataWatcher implements EventSubscriber {
  /** Flushes waiting for their commit: the transaction they ran in, or their unit of work. */
  private readonly waiting = new WeakMap<object, Set<string>>();

  constructor(private readonly events: EventBus) {}

  onFlush({ em, uow }: FlushEventArgs): void {
    const touched = uow.getChangeSets().map((cs) => cs.name).filter((name) => PUBLIC_ENTITIES.has(name));
    if (!touched.length) return;
    // Inside em.transactional the flush joins that transaction; otherwise MikroORM opens one for it.
    const key = em.isInTransaction() ? (em.getTransactionContext() as object) : uow;
    const entities = this.waiting.get(key) ?? new Set<string>();
    touched.forEach((name) => entities.add(name));
    this.waiting.set(key, entities);
  }

  afterTransactionCommit({ transaction, uow }: TransactionEventArgs): void {
    for (const key of [transaction, uow]) {
      const entities = key ? this.waiting.get(key as object) : undefined;
      if (!entities) continue;
      this.waiting.delete(key as object);
      this.events.publish([new PublicDataChanged({ entities: [...entities] })]);
    }
  }

  afterTransactionRollback({ transaction, uow }: TransactionEventArgs): void {
    for (const key of [transaction, uow]) if (key) this.waiting.delete(key as object);
  }
}
