import { gunzipSync } from 'node:zlib';
import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('learning pages', () => {
  it('serves every fraud page without a word of its quiz', async () => {
    const player = await signUpVerified(server, 'reader@example.com');
    for (const id of FRAUD_IDS) {
      const res = await player.get(`/api/content/frauds/${id}`);
      expect(res.status, id).toBe(200);
      const text = await res.text();
      // Exactly the page without its quiz: the questions, options and answers stay on the server.
      const { quiz, ...withoutQuiz } = FRAUD_CONTENT[id];
      expect(JSON.parse(text)).toEqual({ ...withoutQuiz, questionCount: quiz.length });
      expect(text).not.toContain('"quiz"');
      expect(text).not.toContain('"correct"');
      for (const question of quiz) expect(text).not.toContain(question.prompt);
    }
  });

  it('serves the summaries and defense pages, and 404s unknown ids', async () => {
    const player = await signUpVerified(server, 'reader2@example.com');
    const summaries = await player.json('/api/content');
    expect(summaries.frauds.map((f) => f.id)).toEqual([...FRAUD_IDS]);
    expect(summaries.defenses).toHaveLength(20);
    const page = await player.json('/api/content/defenses/MultiFactorAuth');
    expect(page.levels).toHaveLength(3);
    expect((await player.get('/api/content/defenses/Moat')).status).toBe(400);
    expect((await player.get('/api/content/frauds/Nope')).status).toBe(400);
  });

  it('sends the pages compressed to browsers that accept it', async () => {
    const player = await signUpVerified(server, 'reader3@example.com');
    const res = await player.request('/api/content/frauds/Phishing', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const page = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(page.id).toBe('Phishing');
  });

  it('is for signed-in players only', async () => {
    const res = await server.client().get('/api/content/frauds/Phishing');
    expect(res.status).toBe(401);
  });
});
