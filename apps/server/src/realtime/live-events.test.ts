import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLiveEvent } from '../../../web/src/features/live/live-events';
import { readStream } from '../test/read-stream';
import {
  OpenApiDocumentSchema,
  readJson,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';
import { LiveEventSchema, readPublishedEvent } from './live-events-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
});

afterAll(async () => {
  await server?.close();
});

/** Reads the stream until `until` holds, then closes it; returns the SSE messages read. */
async function readMessages(res: Response, until: (text: string) => boolean) {
  const text = await readStream(res, until);
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }));
}

describe('the live events', () => {
  it('are exactly what the LiveEvent schema describes, named by their type', async () => {
    const gm = await signUpVerified(server, 'gm@example.com');
    await gm.patch('/api/bank', { playsWaves: false });
    const player = await signUpVerified(server, 'listener@example.com');
    await player.json('/api/bank');
    // Signed up, but no bank yet: the wave does not hit this one.
    const late = await signUpVerified(server, 'late@example.com');

    const streams = [await player.get('/api/events'), await late.get('/api/events')];
    await gm.sendWave({ difficulty: 'easy' });
    await server.scheduler.runOnce();
    const [mine, theirs] = await Promise.all(
      streams.map((stream) =>
        readMessages(stream, (t) => t.includes('event: leaderboard-changed')),
      ),
    );

    for (const message of [...(mine ?? []), ...(theirs ?? [])]) {
      // Parsing drops undocumented keys and fails on wrong types: equal means fully described.
      expect(LiveEventSchema.parse(message.data)).toEqual(message.data);
      expect(message.event).toBe((message.data as { type: string }).type);
      // The browser's parser (the schema generated from the API document) reads it whole too.
      expect(parseLiveEvent(message.event ?? '', JSON.stringify(message.data))).toEqual(
        message.data,
      );
    }
    expect(mine?.map((m) => m.event)).toEqual(
      expect.arrayContaining(['countdown', 'wave-landed', 'leaderboard-changed']),
    );
    const landed = (list: typeof mine) => list?.find((m) => m.event === 'wave-landed')?.data;
    expect(landed(mine)).toMatchObject({ hit: true, reportId: expect.any(String) });
    expect(landed(theirs)).toMatchObject({ hit: false, reportId: null, netChange: null });
  });

  it('are documented as the LiveEvent component of the API document', async () => {
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    expect(doc.components.schemas.LiveEvent).toBeDefined();
    expect(Object.keys(doc.paths['/events']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
  });

  it('are read back from the database only in a shape their type allows', () => {
    expect(readPublishedEvent({ id: 1, type: 'wave-landed', data: { waveId: 'w1' } })).toEqual({
      id: 1,
      type: 'wave-landed',
      data: { waveId: 'w1' },
    });
    expect(readPublishedEvent({ id: 2, type: 'wave-landed', data: { wave: 'w1' } })).toBeNull();
    expect(readPublishedEvent({ id: 3, type: 'attacks', data: {} })).toBeNull();
  });
});
