/**
 * Game events pushed to browsers. Publishing writes the event to the database (its id is the SSE
 * event id) and notifies every app process; see pg-event-bus.ts.
 */
export type GameEventType = 'countdown' | 'wave-landed' | 'leaderboard-changed' | 'season-started';

export interface PublishedEvent {
  id: number;
  type: GameEventType;
  data: Record<string, unknown>;
}

export interface EventBus {
  publish(type: GameEventType, data: Record<string, unknown>): Promise<void>;
  /** Calls `listener` for every event published by any process; returns the unsubscribe. */
  subscribe(listener: (event: PublishedEvent) => void): () => void;
  close(): Promise<void>;
}
