import { z } from '@hono/zod-openapi';
import { DifficultySchema, FamilySchema } from '../http/domain-schemas';

/**
 * The events pushed to browsers on GET /api/events, as one zod discriminated union: the producer
 * builds every event through these types, and the API document carries the union as the
 * `LiveEvent` component, so the web app's parser is typed from the same source. Each event is
 * sent as an SSE message whose `event:` name is its `type`, and whose data is the event as JSON.
 */

/** What players may know of a coming wave: never its attacks (also GET /waves/next's `next`). */
export const UpcomingWaveSchema = z.object({
  id: z.string(),
  scheduledAt: z.string(),
  difficulty: DifficultySchema,
  forecast: z.array(FamilySchema),
  status: z.enum(['scheduled', 'running']),
  automatic: z.boolean(),
});

const ServerTime = z.string().openapi({ description: 'The server clock as the event was sent.' });

const CountdownEventSchema = z.object({
  type: z.literal('countdown'),
  next: UpcomingWaveSchema.nullable().openapi({ description: 'Null when no wave is scheduled.' }),
  serverTime: ServerTime,
});

const WaveLandedEventSchema = z.object({
  type: z.literal('wave-landed'),
  waveId: z.string(),
  hit: z.boolean().openapi({
    description: 'False when I was not part of the wave (say, I joined after it started).',
  }),
  reportId: z.string().nullable().openapi({ description: 'My report; null when not hit.' }),
  netChange: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  serverTime: ServerTime,
});

const LeaderboardChangedEventSchema = z.object({
  type: z.literal('leaderboard-changed'),
  reason: z.enum(['wave', 'season']),
  serverTime: ServerTime,
});

const SeasonStartedEventSchema = z.object({
  type: z.literal('season-started'),
  season: z.number().int().openapi({ description: "The new season's number." }),
  serverTime: ServerTime,
});

const PingEventSchema = z.object({ type: z.literal('ping'), serverTime: ServerTime });

export const LiveEventSchema = z
  .discriminatedUnion('type', [
    CountdownEventSchema,
    WaveLandedEventSchema,
    LeaderboardChangedEventSchema,
    SeasonStartedEventSchema,
    PingEventSchema,
  ])
  .openapi('LiveEvent', {
    description:
      'One event of GET /api/events (text/event-stream): the SSE `event:` name is `type`, the data is this object as JSON. The stream never carries attack ids.',
  });

export type UpcomingWave = z.infer<typeof UpcomingWaveSchema>;
export type LiveEvent = z.infer<typeof LiveEventSchema>;
/** A player's own part in a landed wave: their report, net change and stars, or not hit. */
export type WaveLandedFor = Pick<
  z.infer<typeof WaveLandedEventSchema>,
  'hit' | 'reportId' | 'netChange' | 'stars'
>;

/**
 * What producers publish on the bus and the database stores (`game_event`), per type: the event
 * without the clock and, for a landed wave, without the part each player sees of it.
 */
const PUBLISHED_DATA = {
  countdown: CountdownEventSchema.pick({ next: true }),
  'wave-landed': WaveLandedEventSchema.pick({ waveId: true }),
  'leaderboard-changed': LeaderboardChangedEventSchema.pick({ reason: true }),
  'season-started': SeasonStartedEventSchema.pick({ season: true }),
};

export type GameEventType = keyof typeof PUBLISHED_DATA;
export type PublishedData = { [T in GameEventType]: z.infer<(typeof PUBLISHED_DATA)[T]> };

/** A published event, as every process receives it. */
export type PublishedEvent = {
  [T in GameEventType]: { id: number; type: T; data: PublishedData[T] };
}[GameEventType];

function isGameEventType(type: string): type is GameEventType {
  return Object.hasOwn(PUBLISHED_DATA, type);
}

/** A stored event read back from the database, checked against its type; null if it is not one. */
export function readPublishedEvent(row: {
  id: number;
  type: string;
  data: unknown;
}): PublishedEvent | null {
  if (!isGameEventType(row.type)) return null;
  const parsed = PUBLISHED_DATA[row.type].safeParse(row.data);
  if (!parsed.success) return null;
  // Checked just above against the schema of `row.type`; TypeScript cannot pair the two itself.
  return { id: row.id, type: row.type, data: parsed.data } as PublishedEvent;
}
