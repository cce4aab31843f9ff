import { LTI, type LtiScore, ltiScore } from '@ffl/engine/lti';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isConnectionError } from '../../db/db-errors';
import { ltiGrade, ltiLink, ltiPlatform } from '../../db/schema/lti';
import { assignment } from '../../db/schema/org';
import { selectRows } from '../../db/select-rows';
import type { Logger } from '../../lib/logger';
import { progressOf } from '../assignments/assignment-service';
import { MEDIA, SCOPE } from './lti-claims';
import { accessToken, forgetAccessToken, platformFetch } from './lti-remote';

/**
 * Assignment and Grade Services 2.0: each learner's score for a placed family, posted to its line
 * item. `lti_grade` is the outbox: the score is computed from the learner's progress at send time
 * and the row remembers what the gradebook last took, so a platform that is down gets the latest
 * score once it is back (nothing lost), and an unchanged score is not sent again. Rows are claimed
 * with SKIP LOCKED, so two processes never send the same row at once.
 */

/** An unfinished learner's progress is looked at again this often. */
const CHECK_SECONDS = 60;
/** A failed send is retried after 30 s, doubling, at most an hour apart: never given up. */
const RETRY_FIRST_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;
/** A claimed row is someone's for this long (a process that dies lets it go then). */
const LEASE_SECONDS = 120;

const ClaimedSchema = z.object({
  platform_id: z.string(),
  resource_link_id: z.string(),
  user_id: z.string(),
  sub: z.string(),
  sent_score: z.number().nullable(),
  sent_complete: z.boolean(),
  attempts: z.number(),
});

export interface GradePassResult {
  sent: number;
  unchanged: number;
  failed: number;
}

/** The scores address of a line item (AGS 2.0 §3.4: `/scores` after the path, before the query). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Whether the gradebook should hear of `score`: something done, and not what it holds already. */
function worthSending(score: LtiScore, sent: { score: number | null; complete: boolean }): boolean {
  const complete = score.activityProgress === 'Completed';
  if (sent.score === null) return score.scoreGiven > 0 || complete;
  return score.scoreGiven !== sent.score || complete !== sent.complete;
}

/** One pass: claims due rows, sends what changed, reschedules each. Tests call it directly. */
export async function gradePass(
  db: Db,
  logger: Logger,
  now: Date,
  batchSize = 100,
): Promise<GradePassResult> {
  const result: GradePassResult = { sent: 0, unchanged: 0, failed: 0 };
  const claimed = await selectRows(
    db,
    sql`with due as (
          select g.platform_id, g.resource_link_id, g.user_id from lti_grade g
          join lti_link l on l.platform_id = g.platform_id and l.resource_link_id = g.resource_link_id
          where not g.sent_complete and l.can_score and l.line_item_url is not null
            and l.assignment_id is not null
            and (g.next_attempt_at is null or g.next_attempt_at <= ${now.toISOString()}::timestamptz)
          order by g.next_attempt_at nulls first
          limit ${batchSize}
          for update of g skip locked)
        update lti_grade g set next_attempt_at = ${later(now, LEASE_SECONDS).toISOString()}::timestamptz
        from due
        where g.platform_id = due.platform_id and g.resource_link_id = due.resource_link_id
          and g.user_id = due.user_id
        returning g.platform_id, g.resource_link_id, g.user_id, g.sub, g.sent_score, g.sent_complete, g.attempts`,
    ClaimedSchema,
  );
  for (const row of claimed) {
    const key = and(
      eq(ltiGrade.platformId, row.platform_id),
      eq(ltiGrade.resourceLinkId, row.resource_link_id),
      eq(ltiGrade.userId, row.user_id),
    );
    const [found] = await db
      .select({ link: ltiLink, platform: ltiPlatform, assignment })
      .from(ltiLink)
      .innerJoin(ltiPlatform, eq(ltiPlatform.id, ltiLink.platformId))
      .innerJoin(assignment, eq(assignment.id, ltiLink.assignmentId))
      .where(
        and(
          eq(ltiLink.platformId, row.platform_id),
          eq(ltiLink.resourceLinkId, row.resource_link_id),
        ),
      );
    if (!found?.link.lineItemUrl) continue;
    const progress = (await progressOf(db, found.assignment, [row.user_id], now)).get(row.user_id);
    if (!progress) continue;
    const score = ltiScore(progress);
    if (!worthSending(score, { score: row.sent_score, complete: row.sent_complete })) {
      await db
        .update(ltiGrade)
        .set({ nextAttemptAt: later(now, CHECK_SECONDS) })
        .where(key);
      result.unchanged += 1;
      continue;
    }
    try {
      await postScore(db, found.platform, found.link.lineItemUrl, row.sub, score);
    } catch (error) {
      if (isConnectionError(error)) throw error;
      const wait = Math.min(
        RETRY_MAX_SECONDS,
        RETRY_FIRST_SECONDS * 2 ** Math.min(row.attempts, 12),
      );
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(ltiGrade)
        .set({
          attempts: row.attempts + 1,
          nextAttemptAt: later(now, wait),
          lastError: message.slice(0, 500),
        })
        .where(key);
      logger.warn(
        { platformId: row.platform_id, err: error },
        'an LTI score was not accepted; it will be retried',
      );
      result.failed += 1;
      continue;
    }
    const complete = score.activityProgress === 'Completed';
    await db
      .update(ltiGrade)
      .set({
        sentScore: score.scoreGiven,
        sentComplete: complete,
        sentAt: now,
        attempts: 0,
        lastError: null,
        nextAttemptAt: complete ? null : later(now, CHECK_SECONDS),
      })
      .where(key);
    result.sent += 1;
  }
  return result;
}

/** Posts one score (AGS 2.0 §3.4), with a fresh token once if the platform refuses the cached one. */
async function postScore(
  db: Db,
  platform: typeof ltiPlatform.$inferSelect,
  lineItem: string,
  sub: string,
  score: LtiScore,
): Promise<void> {
  const body = JSON.stringify({
    userId: sub,
    scoreGiven: score.scoreGiven,
    scoreMaximum: LTI.scoreMaximum,
    activityProgress: score.activityProgress,
    gradingProgress: score.gradingProgress,
    // The wall clock: the platform orders scores by this time.
    timestamp: new Date().toISOString(),
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = await accessToken(db, platform, [SCOPE.score]);
    const res = await platformFetch("The platform's score service", scoresUrl(lineItem), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': MEDIA.score },
      body,
    });
    if (res.ok) return;
    if (res.status === 401 && attempt === 0) {
      forgetAccessToken(platform.id, [SCOPE.score]);
      continue;
    }
    throw new Error(`the score service answered HTTP ${res.status}`);
  }
}
