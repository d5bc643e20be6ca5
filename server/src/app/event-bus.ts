import type { EventBus } from '../common/events.js';
import type { PublicDataVersion } from './public-cache.js';
import type { AppPubSub } from './pubsub.js';

/**
 * The event bus on the PostgreSQL-backed PubSub: an event travels under its kind's topic (and the record's
 * id for routed kinds), and one that changes public data raises this instance's public version at once.
 */
export const createEventBus = (pubsub: AppPubSub, publicData?: PublicDataVersion): EventBus => ({
  publish(events) {
    for (const event of events) {
      const { topic, changesPublicData } = event.type;
      if (changesPublicData) publicData?.published(topic);
      if (event.routingId === undefined) pubsub.publish(topic, event.payload);
      else pubsub.publish(topic, event.routingId, event.payload);
    }
  },
  subscribe(type, routingId, accept) {
    if (accept && pubsub.subscribeWhere) return pubsub.subscribeWhere(type.topic, routingId, accept);
    const events = (routingId === undefined ? pubsub.subscribe(type.topic) : pubsub.subscribe(type.topic, routingId)) as AsyncIterableIterator<never>;
    if (!accept) return events;
    return filtered(events, accept);
  },
});

/** For a PubSub without `subscribeWhere` (schema emission, unit tests). */
async function* filtered<P>(events: AsyncIterable<P>, accept: (payload: P) => boolean): AsyncIterableIterator<P> {
  for await (const event of events) if (accept(event)) yield event;
}
