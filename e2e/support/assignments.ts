/**
 * Completing assigned training through the API, as a member would in the browser: each fraud page
 * read (heartbeats, with the server's clock moved on), each quiz passed, each drill tried. Used by
 * the journeys that need a completion rather than test it screen by screen (organisations, LTI).
 */
import { randomUUID } from 'node:crypto';
import { DRILLS } from '@ffl/content/drills';
import { identifyShownDrill } from '@ffl/content/variants';
import { ASSIGNMENT } from '@ffl/engine/assignments';
import { FRAUDS } from '@ffl/engine/catalogue';
import { type FamilyId, FRAUD_IDS } from '@ffl/engine/ids';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiClient, getJson, originHeader, sendJson } from './api';
import { advanceServerClock } from './game';
import { rightOptionText } from './wiki';

/** Completes every fraud of `family` as `player`; `gm` moves the server's clock. Returns them. */
export async function completeFamily(
  player: ApiClient,
  gm: APIRequestContext,
  family: FamilyId,
): Promise<string[]> {
  const frauds = FRAUD_IDS.filter((id) => FRAUDS[id].family === family);
  // The player's drills come under handles of their own: which fraud each one trains.
  const shownDrills = new Map<string, string>();
  for (const card of (await getJson(player, '/api/drills')).drills) {
    const shown = await getJson(player, `/api/drills/${card.id}`);
    const fraudId = identifyShownDrill(shown, () => DRILLS)?.fraudId;
    if (fraudId) shownDrills.set(card.id, fraudId);
  }
  for (const fraudId of frauds) {
    const beat = () =>
      sendJson(player, 'post', '/api/me/heartbeat', {
        data: { topic: `fraud:${fraudId}` },
        headers: originHeader(),
      });
    await beat();
    for (let s = 0; s < ASSIGNMENT.readSeconds; s += ASSIGNMENT.heartbeatSeconds) {
      await advanceServerClock(gm, ASSIGNMENT.heartbeatSeconds * 1000);
      await beat();
    }
    const quiz = await sendJson(player, 'post', `/api/quizzes/${fraudId}/attempts`, {
      headers: originHeader(),
    });
    for (const question of quiz.questions) {
      const right = question.options.find((o) => o.text === rightOptionText(question));
      await sendJson(player, 'post', `/api/quizzes/attempts/${quiz.attemptId}/answers`, {
        data: { questionId: question.id, optionId: right?.id },
        headers: originHeader(),
      });
    }
    const result = await sendJson(
      player,
      'post',
      `/api/quizzes/attempts/${quiz.attemptId}/submit`,
      {
        headers: { ...originHeader(), 'idempotency-key': randomUUID() },
      },
    );
    expect(result.passed, fraudId).toBe(true);
    for (const [handle, drillFraud] of shownDrills) {
      if (drillFraud !== fraudId) continue;
      await sendJson(player, 'post', `/api/drills/${handle}/attempts`, {
        data: { decision: 'report', flags: [] },
        headers: { ...originHeader(), 'idempotency-key': randomUUID() },
      });
    }
  }
  return frauds;
}
