/**
 * Typed domain events. Each kind is a class made by `defineEvent` with its payload type, its topic (the name
 * it travels under through PostgreSQL NOTIFY, to every instance) and whether it changes what the public
 * site shows. Services hand events to the commit helper (modules/riwayat/commit.ts), which publishes them
 * after the write has committed; listeners subscribe to event classes, never to strings.
 */
export abstract class DomainEvent<P> {
  constructor(
    readonly payload: P,
    /** For events of one record (a proposal's chat): subscribers of that record get them. */
    readonly routingId?: number,
  ) {}

  get type(): EventKind {
    return this.constructor as unknown as EventKind;
  }
}

export interface EventKind {
  readonly topic: string;
  /** True when the public site may show something else afterwards: every instance drops its public caches. */
  readonly changesPublicData: boolean;
}

export interface EventType<P> extends EventKind {
  new (payload: P, routingId?: number): DomainEvent<P>;
}

const registry = new Map<string, EventKind>();

export const defineEvent = <P>(topic: string, options: { changesPublicData: boolean }): EventType<P> => {
  if (registry.has(topic)) throw new Error(`event topic ${topic} defined twice`);
  const type = class extends DomainEvent<P> {
    static readonly topic = topic;
    static readonly changesPublicData = options.changesPublicData;
  };
  registry.set(topic, type);
  return type;
};

/** The topics of every event kind that changes public data (loaded modules only: the server loads all). */
export const publicDataTopics = (): string[] => [...registry.values()].filter((t) => t.changesPublicData).map((t) => t.topic);

export interface EventBus {
  /** Publishes committed events: to this instance's subscribers and, through PostgreSQL, every other's. */
  publish(events: readonly DomainEvent<unknown>[]): void;
  /** The payloads of one kind (of one record with `routingId`), in order; `accept` drops others before queueing. */
  subscribe<P>(type: EventType<P>, routingId?: number, accept?: (payload: P) => boolean): AsyncIterableIterator<P>;
}
