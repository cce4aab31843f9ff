import { z } from '@hono/zod-openapi';
import { QUIZ_ATTEMPT_STATUSES } from '../../db/schema/learning';
import { RoleSchema } from '../../http/domain-schemas';
import { nameSchema } from '../../lib/names';
import { BankSchema } from '../bank/bank-schemas';
import { ReportSchema } from '../waves/wave-schemas';

/** The shapes of my account's answers and requests; the services return these types. */

export const EXPORT_FORMAT = 'fantasy-fraud-league/account-export';
export const EXPORT_VERSION = 1;

const SignInMethodSchema = z.enum(['email', 'google']);

export const AccountSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    role: RoleSchema,
    signInMethods: z.array(SignInMethodSchema).openapi({
      description: 'How this account signs in; only `email` accounts have a password to change.',
    }),
    hasPassword: z.boolean().openapi({
      description: 'Only accounts with a password can change it (Google accounts cannot).',
    }),
    isLastOwner: z
      .boolean()
      .openapi({ description: 'The last active owner cannot delete the account.' }),
  })
  .openapi('Account');

export const AccountUpdateSchema = z
  .strictObject({ name: nameSchema('display') })
  .openapi('AccountUpdate');

export const DeleteAccountSchema = z
  .strictObject({
    email: z
      .string()
      .max(254)
      .openapi({ description: "The account's e-mail address, typed again to confirm." }),
  })
  .openapi('DeleteAccount');

const Row = z.record(z.string(), z.unknown());

export const AccountExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string(),
    profile: z.object({
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: RoleSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
      signInMethods: z.array(z.object({ provider: z.string(), since: z.string() })),
    }),
    sessions: z.array(
      z.object({
        createdAt: z.string(),
        expiresAt: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
    signInAddresses: z
      .array(z.object({ address: z.string(), lastSignedInAt: z.string() }))
      .openapi({
        description:
          'Where I signed in from with my password: the sign-in limit lets these in (decision 0015).',
      }),
    // Null before the player first opens the game (an account made by a sign-on, say). A union,
    // not .nullable(): the extended schema keeps Bank's registered name, which would drop null.
    bank: z.union([BankSchema.extend({ anonymousNumber: z.number().int() }), z.null()]),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        seasonId: z.string(),
        amount: z.number().int(),
        kind: z.string(),
        reference: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    waveReports: z.array(ReportSchema).openapi({
      description:
        'Every report of mine, oldest first, as GET /reports/{id} shows it: the practice wave first.',
    }),
    leagues: z.object({
      memberOf: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          isOwner: z.boolean(),
          joinedAt: z.string(),
          memberCount: z.number().int(),
        }),
      ),
      owned: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          code: z.string(),
          createdAt: z.string(),
          memberCount: z.number().int(),
        }),
      ),
      removedFrom: z
        .array(z.object({ id: z.string(), name: z.string(), removedAt: z.string() }))
        .openapi({
          description:
            "Leagues whose owner removed me; that moment's invite code no longer works for me.",
        }),
    }),
    seasonArchive: z.array(
      z.object({
        seasonNumber: z.number().int(),
        rank: z.number().int(),
        position: z.number().int(),
        bankName: z.string(),
        managerName: z.string(),
        anonymous: z.boolean(),
        netWorth: z.number().int(),
      }),
    ),
    quizzes: z.object({
      attempts: z.array(
        z.object({
          id: z.string(),
          fraudId: z.string(),
          seasonId: z.string(),
          status: z.enum(QUIZ_ATTEMPT_STATUSES),
          questionIds: z.array(z.string()),
          createdAt: z.string(),
          submittedAt: z.string().nullable(),
          score: z.number().int().nullable(),
          passed: z.boolean().nullable(),
          reward: z.number().int().nullable(),
          answers: z.array(
            z.object({
              questionId: z.string(),
              optionIndex: z.number().int(),
              correct: z.boolean(),
              answeredAt: z.string(),
            }),
          ),
        }),
      ),
      reviews: z.array(
        z.object({
          fraudId: z.string(),
          stage: z.number().int(),
          dueAt: z.string(),
          updatedAt: z.string(),
        }),
      ),
    }),
    drills: z
      .array(
        z.object({
          id: z.string(),
          drillId: z.string(),
          fraudId: z.string(),
          seasonId: z.string(),
          decision: z.string(),
          flags: z.array(z.string()),
          outcome: z.string(),
          found: z.number().int(),
          missed: z.number().int(),
          falseFlags: z.number().int(),
          paid: z.number().int(),
          reviewReward: z.number().int(),
          createdAt: z.string(),
        }),
      )
      .openapi({
        description: 'Every red-flag drill I submitted: my decision, my flags and what it paid.',
      }),
    learningChecks: z
      .array(
        z.object({
          id: z.string(),
          programmeId: z.string(),
          phase: z.string(),
          form: z.string(),
          families: z.array(z.string()),
          startedAt: z.string(),
          closedAt: z.string().nullable(),
          correct: z.number().int().nullable(),
          total: z.number().int().nullable(),
          answers: z.array(
            z.object({
              itemId: z.string(),
              decision: z.string().nullable(),
              signs: z.array(z.string()),
              option: z.number().int().nullable(),
              correct: z.boolean(),
              answeredAt: z.string(),
            }),
          ),
        }),
      )
      .openapi({
        description:
          'My learning checks (baseline, post-check, retention) and every answer I gave in them.',
      }),
    boosters: z
      .array(
        z.object({
          id: z.string(),
          waveId: z.string(),
          familyId: z.string(),
          lost: z.number().int(),
          questionIds: z.array(z.string()),
          correct: z.number().int().nullable(),
          createdAt: z.string(),
          completedAt: z.string().nullable(),
          answers: z.array(
            z.object({
              questionId: z.string(),
              option: z.number().int(),
              correct: z.boolean(),
              answeredAt: z.string(),
            }),
          ),
        }),
      )
      .openapi({
        description: 'My post-wave boosters: the questions each asked, and every answer I gave.',
      }),
    streak: z
      .object({
        current: z.number().int(),
        longest: z.number().int(),
        lastDay: z.string().nullable(),
        freezes: z.number().int(),
        lastFrozenDay: z.string().nullable(),
      })
      .nullable()
      .openapi({ description: 'My daily streak as stored (null before my first day).' }),
    activityDays: z
      .array(z.object({ day: z.string(), kinds: z.array(z.string()), firstAt: z.string() }))
      .openapi({ description: 'The days (mine, local) I did a drill, a quiz or a due review.' }),
    preferences: z
      .object({
        timeZone: z.string().nullable(),
        waveSoon: z.boolean(),
        waveSoonHours: z.number().int(),
        waveResults: z.boolean(),
        reminders: z.boolean(),
        seasonEnd: z.boolean(),
      })
      .nullable()
      .openapi({ description: 'My time zone and notification mails (null: never changed).' }),
    notificationMails: z
      .array(
        z.object({
          kind: z.string(),
          status: z.string(),
          messageId: z.string(),
          createdAt: z.string(),
          sentAt: z.string().nullable(),
        }),
      )
      .openapi({ description: 'The notification mails queued for me, and whether each was sent.' }),
    organisation: z
      .object({
        cohort: z.union([
          z.object({ name: z.string(), joinedAt: z.string(), source: z.string() }),
          z.null(),
        ]),
        manages: z.array(z.string()).openapi({ description: 'The cohorts I manage, by name.' }),
        enrolment: z.union([
          z.object({
            name: z.string(),
            cohort: z.string().nullable(),
            enrolledAt: z.string(),
            acceptedAt: z.string().nullable(),
          }),
          z.null(),
        ]),
        activeTime: z
          .array(z.object({ topic: z.string(), day: z.string(), seconds: z.number().int() }))
          .openapi({ description: 'Active seconds on learning pages, by page and day.' }),
        signOn: z
          .array(
            z.object({
              organisation: z.string(),
              subject: z.string(),
              lastSignInAt: z.string(),
            }),
          )
          .openapi({
            description:
              "Who each organisation's identity provider says I am, and when I last signed in through it.",
          }),
        directory: z
          .array(
            z.object({
              organisation: z.string(),
              userName: z.string(),
              externalId: z.union([z.string(), z.null()]),
              displayName: z.union([z.string(), z.null()]),
              givenName: z.union([z.string(), z.null()]),
              familyName: z.union([z.string(), z.null()]),
              createdAt: z.string(),
              updatedAt: z.string(),
            }),
          )
          .openapi({
            description:
              "What an organisation's directory sent about me through SCIM (features/scim), if it provisioned me.",
          }),
      })
      .openapi({
        description:
          'My cohort, the cohorts I manage, my enrolment, my active time and my sign-on identities.',
      }),
    audit: z
      .array(
        z.object({
          action: z.string(),
          target: z.string().nullable(),
          details: Row,
          at: z.string(),
        }),
      )
      .openapi({
        description:
          'Game-master actions I took (another player named only as "another player") and actions taken about me.',
      }),
  })
  .openapi('AccountExport');

export const SignedOutSchema = z
  .object({ signedOut: z.number().int().openapi({ description: 'Sessions ended.' }) })
  .openapi('SignedOutEverywhere');

export const AccountDeletedSchema = z
  .object({
    deleted: z.literal(true),
    leaguesHandedOver: z.number().int(),
    leaguesDeleted: z.number().int(),
  })
  .openapi('AccountDeleted');

export type SignInMethod = z.infer<typeof SignInMethodSchema>;
export type Account = z.infer<typeof AccountSchema>;
export type AccountExport = z.infer<typeof AccountExportSchema>;
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
