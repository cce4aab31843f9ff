import { z } from '@hono/zod-openapi';
import { FORM_SET_METHODS } from '../../db/schema/measure';
import {
  DifficultySchema,
  FamilySchema,
  FraudIdSchema,
  RoleSchema,
} from '../../http/domain-schemas';

/**
 * The audit log: what each game-master action stores as its details (the type `recordAudit`
 * writes with), and the answer of GET /admin/audit, where the details are a discriminated union
 * on `kind`, the action, read back through the same schemas.
 */

const Count = z.number().int();
const WaveTime = z.string().openapi({ description: "The wave's time (ISO 8601)." });
const WaveDraw = {
  difficulty: DifficultySchema,
  forecast: z.array(FamilySchema),
  attacks: z.array(FraudIdSchema),
};
const Schedule = z.object({
  enabled: z.boolean(),
  intervalMinutes: Count,
  timeOfDay: z.string().openapi({ description: 'HH:MM, server time.' }),
});
const AboutPlayer = {
  userId: z
    .string()
    .optional()
    .openapi({ description: "The player's id; gone once their account is deleted." }),
};

/** Set when an organisation's directory made the change through SCIM (features/scim). */
const ViaScim = {
  scim: z
    .object({ organisationId: z.string(), tokenId: z.string() })
    .optional()
    .openapi({ description: 'The organisation and SCIM token, when a directory made the change.' }),
};
const AboutScimToken = {
  organisationId: z.string(),
  tokenId: z.string(),
  name: z.string(),
  prefix: z.string().openapi({ description: "The secret's first characters, to recognise it." }),
};

const CohortRef = z.object({ id: z.string(), name: z.string() });
const AboutCohort = {
  cohortId: z.string(),
  cohortName: z.string().openapi({ description: "The cohort's name when the action was taken." }),
};

const AboutPlatform = { platformId: z.string(), issuer: z.string(), clientId: z.string() };

/** Each action's details, as the action's service stores them, with `kind`, the action. */
const KnownDetailsSchemas = [
  z.object({
    kind: z.literal('schedule-wave'),
    at: WaveTime,
    ...WaveDraw,
    seed: Count.openapi({ description: "The draw's seed." }),
  }),
  z.object({ kind: z.literal('edit-wave'), at: WaveTime, ...WaveDraw }),
  z.object({ kind: z.literal('cancel-wave'), at: WaveTime }),
  z.object({ kind: z.literal('retry-wave') }),
  z.object({
    kind: z.literal('update-schedule'),
    before: Schedule,
    after: Schedule.partial().openapi({ description: 'Only what the change set.' }),
  }),
  z.object({
    kind: z.literal('start-season'),
    number: Count.openapi({ description: "The new season's number." }),
    previous: Count,
    archivedRows: Count,
  }),
  // Before issue 27's roles: the game-master role alone.
  z.object({ kind: z.literal('grant-admin'), ...AboutPlayer }),
  z.object({ kind: z.literal('revoke-admin'), ...AboutPlayer }),
  z.object({ kind: z.literal('set-role'), ...AboutPlayer, from: RoleSchema, to: RoleSchema }),
  z.object({ kind: z.literal('create-cohort'), ...AboutCohort, ...ViaScim }),
  z.object({ kind: z.literal('rename-cohort'), ...AboutCohort, from: z.string(), ...ViaScim }),
  z.object({ kind: z.literal('delete-cohort'), ...AboutCohort, members: Count }),
  z.object({ kind: z.literal('new-join-code'), ...AboutCohort }),
  z.object({
    kind: z.literal('move-player'),
    ...AboutPlayer,
    from: CohortRef.nullable(),
    to: CohortRef.nullable(),
    ...ViaScim,
  }),
  z.object({ kind: z.literal('grant-manager'), ...AboutPlayer, ...AboutCohort }),
  z.object({
    kind: z.literal('assign-training'),
    ...AboutCohort,
    assignmentId: z.string(),
    frauds: z.array(FraudIdSchema),
    dueAt: z.string(),
  }),
  z.object({
    kind: z.literal('cancel-training'),
    ...AboutCohort,
    assignmentId: z.string(),
    frauds: z.array(FraudIdSchema),
    dueAt: z.string(),
  }),
  z.object({
    kind: z.literal('view-player-work'),
    ...AboutPlayer,
    what: z.enum(['work', 'report']),
    reportId: z.string().optional(),
  }),
  z.object({
    kind: z.literal('import-roster'),
    rows: Count,
    invited: Count,
    moved: Count,
    unchanged: Count,
    errors: Count,
    newCohorts: z.array(z.string()),
  }),
  z.object({ kind: z.literal('revoke-manager'), ...AboutPlayer, ...AboutCohort }),
  z.object({
    kind: z.literal('create-organisation'),
    organisationId: z.string(),
    domains: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('update-organisation'),
    organisationId: z.string(),
    fields: z.array(z.string()).openapi({ description: 'The settings the change named.' }),
  }),
  z.object({
    kind: z.literal('set-sso-provider'),
    organisationId: z.string(),
    provider: z.enum(['saml', 'oidc']),
    identity: z.string().openapi({ description: "The provider's entity id or issuer." }),
  }),
  z.object({ kind: z.literal('delete-organisation'), organisationId: z.string() }),
  z.object({ kind: z.literal('disable-player'), ...AboutPlayer }),
  z.object({ kind: z.literal('archive-player'), ...AboutPlayer, ...ViaScim }),
  z.object({ kind: z.literal('enable-player'), ...AboutPlayer, ...ViaScim }),
  z.object({ kind: z.literal('create-scim-token'), ...AboutScimToken }),
  z.object({ kind: z.literal('revoke-scim-token'), ...AboutScimToken }),
  z.object({
    kind: z.literal('scim-provision-player'),
    ...AboutPlayer,
    scim: z.object({ organisationId: z.string(), tokenId: z.string() }),
  }),
  z.object({
    kind: z.literal('scim-forget-player'),
    ...AboutPlayer,
    scim: z.object({ organisationId: z.string(), tokenId: z.string() }),
  }),
  z.object({
    kind: z.literal('scim-link-group'),
    ...AboutCohort,
    scim: z.object({ organisationId: z.string(), tokenId: z.string() }),
  }),
  z.object({
    kind: z.literal('scim-unlink-group'),
    ...AboutCohort,
    scim: z.object({ organisationId: z.string(), tokenId: z.string() }),
  }),
  z.object({
    kind: z.literal('programme.start'),
    name: z.string(),
    postAfterDays: Count,
    retentionAfterDays: Count,
  }),
  z.object({
    kind: z.literal('forms.rebalance'),
    method: z.enum(FORM_SET_METHODS),
    firstAttempts: Count,
    players: Count,
    largestDifference: z.number().nullable(),
  }),
  // LTI 1.3 (issue 28): the learning platforms allowed to launch the game.
  z.object({ kind: z.literal('lti.add-platform'), ...AboutPlatform }),
  z.object({ kind: z.literal('lti.approve-platform'), ...AboutPlatform }),
  z.object({ kind: z.literal('lti.remove-platform'), ...AboutPlatform }),
] as const;

type KnownDetails = z.infer<(typeof KnownDetailsSchemas)[number]>;
export type AuditAction = KnownDetails['kind'];
/** What `recordAudit` stores for `action`. */
export type AuditDetailsOf<A extends AuditAction> = Omit<
  Extract<KnownDetails, { kind: A }>,
  'kind'
>;

/** Details this version cannot read (a row written before its action's details changed). */
const UnrecognisedDetailsSchema = z.object({
  kind: z.literal('unrecognised'),
  fields: z.array(z.object({ key: z.string(), value: z.string().nullable() })).openapi({
    description:
      'Each stored field: text as it is, numbers and booleans written out, lists and objects as JSON, null as null.',
  }),
});

export const AuditDetailsSchema = z
  .discriminatedUnion('kind', [...KnownDetailsSchemas, UnrecognisedDetailsSchema])
  .openapi('AuditDetails', {
    description:
      "An entry's details by its action (`kind` is the action), or `unrecognised` with the stored fields when they do not fit the action's shape.",
  });

export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

export const AuditPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        actor: z.string().openapi({ description: "The game master's e-mail." }),
        action: z.string(),
        target: z.string().nullable(),
        details: AuditDetailsSchema,
        at: z.string(),
      }),
    ),
  })
  .openapi('AuditPage');

export type AuditPage = z.infer<typeof AuditPageSchema>;

/** A stored field in words anyone can read, for details of an unknown shape. */
function storedValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A stored row's details, checked against its action's schema; details that do not fit (or an
 * action this version does not know) come back as `unrecognised`, so every row still shows.
 */
export function readAuditDetails(action: string, stored: unknown): AuditDetails {
  const isObject = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  if (isObject) {
    const parsed = AuditDetailsSchema.safeParse({ ...stored, kind: action });
    if (parsed.success && parsed.data.kind !== 'unrecognised') return parsed.data;
  }
  const fields = isObject
    ? Object.entries(stored).map(([key, value]) => ({ key, value: storedValue(value) }))
    : [];
  return { kind: 'unrecognised', fields };
}
