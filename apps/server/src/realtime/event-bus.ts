import type { GameEventType, PublishedData, PublishedEvent } from './live-events-schemas';

/**
 * Game events pushed to browsers. Publishing writes the event to the database (its id is the SSE
 * event id) and notifies every app process; see pg-event-bus.ts. The events' shapes are in
 * live-events-schemas.ts.
 */
export interface EventBus {
  publish<T extends GameEventType>(type: T, data: PublishedData[T]): Promise<void>;
  /** Calls `listener` for every event published by any process; returns the unsubscribe. */
  subscribe(listener: (event: PublishedEvent) => void): () => void;
  /** Stored events after `afterId`, oldest first, at most `limit` (a reconnecting browser's gap). */
  readAfter(afterId: number, limit: number): Promise<PublishedEvent[]>;
  /** The latest `limit` stored events, oldest first. */
  readLatest(limit: number): Promise<PublishedEvent[]>;
  close(): Promise<void>;
}
