import { roleOf } from '@ffl/engine/roles';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import {
  auditLog,
  bank as bankTable,
  league,
  leagueMember,
  leagueRemoval,
  ledger,
  season,
  seasonArchive,
  waveResult,
} from '../../db/schema/game';
import {
  booster,
  boosterAnswer,
  drillAttempt,
  quizAnswer,
  quizAttempt,
  quizReview,
} from '../../db/schema/learning';
import { activityDay, mailJob, playerPrefs, playerStreak } from '../../db/schema/loop';
import { measureAnswer, measureCheck } from '../../db/schema/measure';
import { signInAddress } from '../../db/schema/ops';
import { activeTime, cohort, cohortManager, cohortMember, enrolment } from '../../db/schema/org';
import { scimUser } from '../../db/schema/scim';
import { organisation, ssoIdentity } from '../../db/schema/sso';
import { AppError } from '../../lib/app-error';
import { anonymousLabel } from '../../lib/names';
import { getBankView } from '../bank/bank-service';
import { findPracticeSummary } from '../waves/practice-service';
import { getReport } from '../waves/report-service';
import { type AccountExport, EXPORT_FORMAT, EXPORT_VERSION } from './account-schemas';

/** What an audit row says in my export when its target is another player. */
export const OTHER_PLAYER = 'another player';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything the game holds about me, in one document: the right of access and of portability.
 * Built from my rows only; where a row of mine mentions another player (a game master's audit
 * entry about someone) that player is left out, and league members are only counted. Each part
 * below reads one part of the document, one after the other.
 */
export async function buildAccountExport(
  db: Db,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<AccountExport> {
  const profile = await exportProfile(db, userId);
  const signIns = await exportSignIns(db, userId, currentSessionId);
  const bank = await exportBank(db, userId);
  const ledgerRows = await exportLedger(db, userId);
  const waveReports = await exportWaveReports(db, userId);
  const leagues = await exportLeagues(db, userId);
  const seasonArchive = await exportSeasonArchive(db, userId);
  const quizzes = await exportQuizzes(db, userId);
  const drills = await exportDrills(db, userId);
  const learningChecks = await exportLearningChecks(db, userId);
  const boosters = await exportBoosters(db, userId);
  const dailyLoop = await exportDailyLoop(db, userId);
  const organisation = await exportOrganisation(db, userId, profile.email);
  const audit = await exportAudit(db, userId);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: iso(now),
    profile,
    ...signIns,
    bank,
    ledger: ledgerRows,
    waveReports,
    leagues,
    seasonArchive,
    quizzes,
    drills,
    learningChecks,
    boosters,
    ...dailyLoop,
    organisation,
    audit,
  };
}

/**
 * My cohort, the cohorts I manage, the roster enrolment of my address, my active time, who each
 * organisation's provider says I am, and what its directory sent about me (SCIM).
 */
async function exportOrganisation(
  db: Db,
  userId: string,
  email: string,
): Promise<AccountExport['organisation']> {
  const [member] = await db
    .select({ name: cohort.name, joinedAt: cohortMember.joinedAt, source: cohortMember.source })
    .from(cohortMember)
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(eq(cohortMember.userId, userId));
  const manages = await db
    .select({ name: cohort.name })
    .from(cohortManager)
    .innerJoin(cohort, eq(cohort.id, cohortManager.cohortId))
    .where(eq(cohortManager.userId, userId))
    .orderBy(asc(cohort.name));
  const [enrolled] = await db
    .select({
      name: enrolment.name,
      cohort: cohort.name,
      enrolledAt: enrolment.enrolledAt,
      acceptedAt: enrolment.acceptedAt,
    })
    .from(enrolment)
    .leftJoin(cohort, eq(cohort.id, enrolment.cohortId))
    .where(eq(enrolment.email, email.toLowerCase()));
  const active = await db
    .select({ topic: activeTime.topic, day: activeTime.day, seconds: activeTime.seconds })
    .from(activeTime)
    .where(eq(activeTime.userId, userId))
    .orderBy(asc(activeTime.day), asc(activeTime.topic));
  const signOn = await db
    .select({
      organisation: organisation.name,
      subject: ssoIdentity.subject,
      lastSignInAt: ssoIdentity.lastSignInAt,
    })
    .from(ssoIdentity)
    .innerJoin(organisation, eq(organisation.id, ssoIdentity.organisationId))
    .where(eq(ssoIdentity.userId, userId))
    .orderBy(asc(organisation.name));
  const directory = await db
    .select({
      organisation: organisation.name,
      userName: scimUser.userName,
      externalId: scimUser.externalId,
      displayName: scimUser.displayName,
      givenName: scimUser.givenName,
      familyName: scimUser.familyName,
      createdAt: scimUser.createdAt,
      updatedAt: scimUser.updatedAt,
    })
    .from(scimUser)
    .innerJoin(organisation, eq(organisation.id, scimUser.organisationId))
    .where(eq(scimUser.userId, userId));
  return {
    cohort: member ? { ...member, joinedAt: iso(member.joinedAt) } : null,
    manages: manages.map((row) => row.name),
    enrolment: enrolled
      ? {
          name: enrolled.name,
          cohort: enrolled.cohort,
          enrolledAt: iso(enrolled.enrolledAt),
          acceptedAt: enrolled.acceptedAt ? iso(enrolled.acceptedAt) : null,
        }
      : null,
    activeTime: active,
    signOn: signOn.map((row) => ({ ...row, lastSignInAt: iso(row.lastSignInAt) })),
    directory: directory.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  };
}

/** My account and how I sign in; not found when the account is gone. */
async function exportProfile(db: Db, userId: string): Promise<AccountExport['profile']> {
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  if (!me) throw new AppError('not-found', 'This account no longer exists.');
  const accounts = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  return {
    name: me.name,
    email: me.email,
    emailVerified: me.emailVerified,
    role: roleOf(me.role),
    createdAt: iso(me.createdAt),
    updatedAt: iso(me.updatedAt),
    signInMethods: accounts.map((row) => ({
      provider: row.providerId === 'credential' ? 'email and password' : row.providerId,
      since: iso(row.createdAt),
    })),
  };
}

/** My sessions (this one marked) and the addresses I signed in from. */
async function exportSignIns(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<Pick<AccountExport, 'sessions' | 'signInAddresses'>> {
  const sessions = await db
    .select()
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const addresses = await db
    .select()
    .from(signInAddress)
    .where(eq(signInAddress.userId, userId))
    .orderBy(desc(signInAddress.lastSignedInAt));
  return {
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    })),
    signInAddresses: addresses.map((row) => ({
      address: row.address,
      lastSignedInAt: iso(row.lastSignedInAt),
    })),
  };
}

/** My bank as the game shows it, with its anonymous number; null before I have one. */
async function exportBank(db: Db, userId: string): Promise<AccountExport['bank']> {
  try {
    const view = await getBankView(db, userId);
    const [row] = await db
      .select({ anonymousNumber: bankTable.anonymousNumber })
      .from(bankTable)
      .where(eq(bankTable.userId, userId));
    return { ...view, anonymousNumber: row?.anonymousNumber ?? 0 };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not-found')) throw error;
    return null;
  }
}

async function exportLedger(db: Db, userId: string): Promise<AccountExport['ledger']> {
  const rows = await db
    .select()
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .orderBy(asc(ledger.id));
  return rows.map((row) => ({
    id: row.id,
    seasonId: row.seasonId,
    amount: row.amount,
    kind: row.kind,
    reference: row.reference,
    createdAt: iso(row.createdAt),
  }));
}

/** Every wave report of mine, as the Attack Log shows it, the practice wave first. */
async function exportWaveReports(db: Db, userId: string): Promise<AccountExport['waveReports']> {
  const reportIds = await db
    .select({ id: waveResult.publicId })
    .from(waveResult)
    .where(eq(waveResult.userId, userId))
    .orderBy(asc(waveResult.createdAt), asc(waveResult.waveId));
  const waveReports: AccountExport['waveReports'] = [];
  // The practice wave after the welcome came before any real one.
  const practice = await findPracticeSummary(db, userId);
  if (practice) waveReports.push(await getReport(db, userId, practice.id));
  for (const { id } of reportIds) waveReports.push(await getReport(db, userId, id));
  return waveReports;
}

/** The leagues I am in, own or was removed from; their members only counted. */
async function exportLeagues(db: Db, userId: string): Promise<AccountExport['leagues']> {
  const memberCount = sql<number>`(select count(*)::int from league_member m where m.league_id = ${league.id})`;
  const memberOf = await db
    .select({
      id: league.id,
      name: league.name,
      ownerId: league.ownerId,
      joinedAt: leagueMember.joinedAt,
      memberCount,
    })
    .from(leagueMember)
    .innerJoin(league, eq(league.id, leagueMember.leagueId))
    .where(eq(leagueMember.userId, userId))
    .orderBy(asc(leagueMember.joinedAt), asc(league.id));
  const owned = await db
    .select({
      id: league.id,
      name: league.name,
      code: league.code,
      createdAt: league.createdAt,
      memberCount,
    })
    .from(league)
    .where(eq(league.ownerId, userId))
    .orderBy(asc(league.createdAt), asc(league.id));
  const removedFrom = await db
    .select({ id: league.id, name: league.name, removedAt: leagueRemoval.removedAt })
    .from(leagueRemoval)
    .innerJoin(league, eq(league.id, leagueRemoval.leagueId))
    .where(eq(leagueRemoval.userId, userId))
    .orderBy(asc(leagueRemoval.removedAt), asc(league.id));
  return {
    memberOf: memberOf.map((row) => ({
      id: row.id,
      name: row.name,
      isOwner: row.ownerId === userId,
      joinedAt: iso(row.joinedAt),
      memberCount: row.memberCount,
    })),
    owned: owned.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      createdAt: iso(row.createdAt),
      memberCount: row.memberCount,
    })),
    removedFrom: removedFrom.map((row) => ({
      id: row.id,
      name: row.name,
      removedAt: iso(row.removedAt),
    })),
  };
}

/** Where I finished each past season, under the name the table showed. */
async function exportSeasonArchive(
  db: Db,
  userId: string,
): Promise<AccountExport['seasonArchive']> {
  const archive = await db
    .select({
      seasonNumber: season.number,
      rank: seasonArchive.rank,
      position: seasonArchive.position,
      bankName: seasonArchive.bankName,
      managerName: seasonArchive.managerName,
      anonymous: seasonArchive.anonymous,
      anonymousNumber: seasonArchive.anonymousNumber,
      netWorth: seasonArchive.netWorth,
    })
    .from(seasonArchive)
    .innerJoin(season, eq(season.id, seasonArchive.seasonId))
    .where(eq(seasonArchive.userId, userId))
    .orderBy(asc(season.number));
  return archive.map((row) => ({
    seasonNumber: row.seasonNumber,
    rank: row.rank,
    position: row.position,
    bankName: row.anonymous ? anonymousLabel(row.anonymousNumber) : row.bankName,
    managerName: row.managerName,
    anonymous: row.anonymous,
    netWorth: row.netWorth,
  }));
}

/** My quiz attempts with their answers, and my review schedule. */
async function exportQuizzes(db: Db, userId: string): Promise<AccountExport['quizzes']> {
  const attempts = await db
    .select()
    .from(quizAttempt)
    .where(eq(quizAttempt.userId, userId))
    .orderBy(asc(quizAttempt.createdAt), asc(quizAttempt.id));
  const answers = attempts.length
    ? await db
        .select()
        .from(quizAnswer)
        .where(
          and(
            eq(quizAnswer.userId, userId),
            inArray(
              quizAnswer.attemptId,
              attempts.map((attempt) => attempt.id),
            ),
          ),
        )
        .orderBy(asc(quizAnswer.answeredAt), asc(quizAnswer.questionId))
    : [];
  const reviews = await db
    .select()
    .from(quizReview)
    .where(eq(quizReview.userId, userId))
    .orderBy(asc(quizReview.fraudId));
  return {
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      fraudId: attempt.fraudId,
      seasonId: attempt.seasonId,
      status: attempt.status,
      questionIds: attempt.questionIds,
      createdAt: iso(attempt.createdAt),
      submittedAt: isoOrNull(attempt.submittedAt),
      score: attempt.score,
      passed: attempt.passed,
      reward: attempt.reward,
      answers: answers
        .filter((answer) => answer.attemptId === attempt.id)
        .map((answer) => ({
          questionId: answer.questionId,
          optionIndex: answer.optionIndex,
          correct: answer.correct,
          answeredAt: iso(answer.answeredAt),
        })),
    })),
    reviews: reviews.map((row) => ({
      fraudId: row.fraudId,
      stage: row.stage,
      dueAt: iso(row.dueAt),
      updatedAt: iso(row.updatedAt),
    })),
  };
}

async function exportDrills(db: Db, userId: string): Promise<AccountExport['drills']> {
  const drills = await db
    .select()
    .from(drillAttempt)
    .where(eq(drillAttempt.userId, userId))
    .orderBy(asc(drillAttempt.createdAt), asc(drillAttempt.id));
  return drills.map((row) => ({
    id: row.id,
    drillId: row.drillId,
    fraudId: row.fraudId,
    seasonId: row.seasonId,
    decision: row.decision,
    flags: row.flags,
    outcome: row.outcome,
    found: row.found,
    missed: row.missed,
    falseFlags: row.falseFlags,
    paid: row.paid,
    reviewReward: row.reviewReward,
    createdAt: iso(row.createdAt),
  }));
}

/** My learning checks with their answers. */
async function exportLearningChecks(
  db: Db,
  userId: string,
): Promise<AccountExport['learningChecks']> {
  const checks = await db
    .select()
    .from(measureCheck)
    .where(eq(measureCheck.userId, userId))
    .orderBy(asc(measureCheck.startedAt), asc(measureCheck.id));
  const checkAnswers = await db
    .select()
    .from(measureAnswer)
    .where(eq(measureAnswer.userId, userId))
    .orderBy(asc(measureAnswer.answeredAt), asc(measureAnswer.itemId));
  return checks.map((check) => ({
    id: check.id,
    programmeId: check.programmeId,
    phase: check.phase,
    form: check.form,
    families: check.families,
    startedAt: iso(check.startedAt),
    closedAt: check.closedAt ? iso(check.closedAt) : null,
    correct: check.correct,
    total: check.total,
    answers: checkAnswers
      .filter((answer) => answer.checkId === check.id)
      .map((answer) => ({
        itemId: answer.itemId,
        decision: answer.decision,
        signs: answer.signs,
        option: answer.option,
        correct: answer.correct,
        answeredAt: iso(answer.answeredAt),
      })),
  }));
}

/** My post-wave boosters with their answers. */
async function exportBoosters(db: Db, userId: string): Promise<AccountExport['boosters']> {
  const boosters = await db
    .select()
    .from(booster)
    .where(eq(booster.userId, userId))
    .orderBy(asc(booster.createdAt), asc(booster.id));
  const boosterAnswers =
    boosters.length > 0
      ? await db
          .select()
          .from(boosterAnswer)
          .where(
            inArray(
              boosterAnswer.boosterId,
              boosters.map((row) => row.id),
            ),
          )
          .orderBy(asc(boosterAnswer.boosterId), asc(boosterAnswer.position))
      : [];
  return boosters.map((row) => ({
    id: row.id,
    waveId: row.waveId,
    familyId: row.familyId,
    lost: row.lost,
    questionIds: row.questionIds,
    correct: row.correct,
    createdAt: iso(row.createdAt),
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    answers: boosterAnswers
      .filter((answer) => answer.boosterId === row.id)
      .map((answer) => ({
        questionId: row.questionIds[answer.position] ?? '',
        option: answer.optionIndex,
        correct: answer.correct,
        answeredAt: iso(answer.answeredAt),
      })),
  }));
}

/** The daily loop: my streak, my active days, my preferences and the mails sent to me. */
async function exportDailyLoop(
  db: Db,
  userId: string,
): Promise<Pick<AccountExport, 'streak' | 'activityDays' | 'preferences' | 'notificationMails'>> {
  const [streak] = await db.select().from(playerStreak).where(eq(playerStreak.userId, userId));
  const days = await db
    .select()
    .from(activityDay)
    .where(eq(activityDay.userId, userId))
    .orderBy(asc(activityDay.day));
  const [prefs] = await db.select().from(playerPrefs).where(eq(playerPrefs.userId, userId));
  const mails = await db
    .select()
    .from(mailJob)
    .where(eq(mailJob.userId, userId))
    .orderBy(asc(mailJob.id));
  return {
    streak: streak
      ? {
          current: streak.current,
          longest: streak.longest,
          lastDay: streak.lastDay,
          freezes: streak.freezes,
          lastFrozenDay: streak.lastFrozenDay,
        }
      : null,
    activityDays: days.map((row) => ({
      day: row.day,
      kinds: row.kinds,
      firstAt: iso(row.firstAt),
    })),
    preferences: prefs
      ? {
          timeZone: prefs.timeZone,
          waveSoon: prefs.notifyWaveSoon,
          waveSoonHours: prefs.waveSoonHours,
          waveResults: prefs.notifyWaveResults,
          reminders: prefs.notifyReminders,
          seasonEnd: prefs.notifySeasonEnd,
        }
      : null,
    notificationMails: mails.map((row) => ({
      kind: row.kind,
      status: row.status,
      messageId: row.messageId,
      createdAt: iso(row.createdAt),
      sentAt: row.sentAt ? iso(row.sentAt) : null,
    })),
  };
}

/** What I did as a game master, and what game masters did about me. */
async function exportAudit(db: Db, userId: string): Promise<AccountExport['audit']> {
  const audit = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        // Actions a game master took about me are mine to see, without the game master's address.
        sql`${auditLog.details}->>'userId' = ${userId}`,
      ),
    )
    .orderBy(desc(auditLog.id));
  return audit.map((row) => toAuditEntry(row, userId));
}

/**
 * An audit row as my export shows it. A row I wrote as a game master about another player keeps
 * the action but not who it was about; a row about me written by a game master leaves out the
 * game master (their address is their data, not mine).
 */
function toAuditEntry(
  row: typeof auditLog.$inferSelect,
  userId: string,
): AccountExport['audit'][number] {
  const details = { ...(row.details as Record<string, unknown>) };
  const aboutUserId = typeof details.userId === 'string' ? details.userId : null;
  const aboutSomeoneElse = aboutUserId !== null && aboutUserId !== userId;
  if (aboutUserId !== null) delete details.userId;
  const byMe = row.actorId === userId;
  return {
    action: row.action,
    target: aboutSomeoneElse ? OTHER_PLAYER : row.target,
    details: byMe ? details : { ...details, by: 'a game master' },
    at: iso(row.createdAt),
  };
}
