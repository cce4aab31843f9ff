import { createHash, randomBytes } from 'node:crypto';
import { FAMILY_NAMES, type FamilyId, isFamilyId } from '@ffl/engine/ids';
import { LTI } from '@ffl/engine/lti';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { ltiGrade, ltiLink, ltiLogin, ltiNonceSeen, ltiPlatform } from '../../db/schema/lti';
import { assignment } from '../../db/schema/org';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { cleanName } from '../../lib/names';
import { createAssignment } from '../assignments/assignment-service';
import {
  CLAIM,
  isTeaching,
  type LaunchClaims,
  LaunchClaimsSchema,
  LTI_VERSION,
  MESSAGE,
  SCOPE,
} from './lti-claims';
import { deepLinkingToken } from './lti-deep-linking';
import { findOrMakeLineItem } from './lti-line-items';
import { contextCohort, findOrCreatePlayer, type LtiAccount, placeInCohort } from './lti-people';
import type { PlatformRow } from './lti-platforms';
import { verifyIdToken } from './lti-remote';

/**
 * OIDC third-party login initiation and the launch (LTI Core 1.3 §5, LTI Advantage Security
 * Framework §5.1): the login stores a state and a nonce bound to the browser and sends it to the
 * platform; the launch checks the id_token and its claims, makes or finds the player, fills the
 * course's cohort, and says where to go.
 */

export interface LtiDeps {
  db: Db;
  auth: Auth;
  logger: Logger;
  publicUrl: string;
  /** The auth secret: the deep-linking picker's token is signed with a key derived from it. */
  secret: string;
  /** The game clock: due dates of the assignments a placed family makes. */
  now: () => Date;
  /** A teacher's launch carries the roster service: the sync runs behind the launch. */
  onRoster?: (platformId: string, contextId: string) => void;
}

/** How long a login may take at the platform before its state expires. */
const LOGIN_SECONDS = 600;

const random = () => randomBytes(32).toString('base64url');
const browserHash = (value: string) => createHash('sha256').update(value).digest('hex');
const bad = (message: string) => new AppError('invalid-argument', message);

export interface LoginParams {
  iss?: string | undefined;
  login_hint?: string | undefined;
  target_link_uri?: string | undefined;
  lti_message_hint?: string | undefined;
  client_id?: string | undefined;
  lti_deployment_id?: string | undefined;
}

async function platformOf(
  db: Db,
  issuer: string,
  clientId: string | undefined,
): Promise<PlatformRow> {
  const rows = await db
    .select()
    .from(ltiPlatform)
    .where(
      clientId
        ? and(eq(ltiPlatform.issuer, issuer), eq(ltiPlatform.clientId, clientId))
        : eq(ltiPlatform.issuer, issuer),
    );
  const [platform] = rows;
  if (!platform) {
    throw new AppError(
      'not-found',
      clientId
        ? `No learning platform is registered with issuer ${issuer} and client id ${clientId}.`
        : `No learning platform is registered with issuer ${issuer}.`,
    );
  }
  if (rows.length > 1) {
    throw bad(`Several registrations share issuer ${issuer}: the login must name its client_id.`);
  }
  assertEnabled(platform);
  return platform;
}

function assertEnabled(platform: PlatformRow) {
  if (!platform.enabled) {
    throw new AppError(
      'failed-precondition',
      `The platform "${platform.name}" is registered but not approved yet: an owner of Fantasy Fraud League approves it in the console.`,
    );
  }
}

function assertDeployment(platform: PlatformRow, deploymentId: string) {
  if (!platform.deploymentIds.includes(deploymentId)) {
    throw new AppError(
      'permission-denied',
      `The deployment "${deploymentId}" is not registered for the platform "${platform.name}".`,
    );
  }
}

/**
 * The login initiation: the address of the platform's authorisation endpoint to send the browser
 * to, with a fresh state and nonce stored against the browser (`browserId`, the cookie's value).
 */
export async function beginLogin(
  deps: LtiDeps,
  params: LoginParams,
  browserId: string,
): Promise<string> {
  const { iss, login_hint: loginHint, target_link_uri: target } = params;
  if (!iss) throw bad('The login request has no issuer (iss).');
  if (!loginHint) throw bad('The login request has no login_hint.');
  if (!target) throw bad('The login request has no target_link_uri.');
  if (target !== deps.publicUrl && !target.startsWith(`${deps.publicUrl}/`)) {
    throw bad(`The target_link_uri must be an address of this tool (${deps.publicUrl}).`);
  }
  const platform = await platformOf(deps.db, iss, params.client_id || undefined);
  if (params.lti_deployment_id) assertDeployment(platform, params.lti_deployment_id);
  const now = new Date();
  const state = random();
  const nonce = random();
  await deps.db.delete(ltiLogin).where(lt(ltiLogin.expiresAt, now));
  await deps.db.insert(ltiLogin).values({
    state,
    nonce,
    platformId: platform.id,
    browserHash: browserHash(browserId),
    expiresAt: new Date(now.getTime() + LOGIN_SECONDS * 1000),
  });
  const url = new URL(platform.authLoginUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: `${deps.publicUrl}/lti/launch`,
    login_hint: loginHint,
    state,
    nonce,
  };
  if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export interface LaunchForm {
  id_token?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

export type LaunchOutcome =
  | { kind: 'go'; userId: string; to: string }
  | { kind: 'deep-linking'; userId: string; token: string };

/** Checks a launch end to end; throws an AppError (a 4xx, or 503) for every refusal. */
export async function completeLaunch(
  deps: LtiDeps,
  form: LaunchForm,
  browserId: string | undefined,
): Promise<LaunchOutcome> {
  if (form.error) {
    throw bad(
      `The platform refused the login: ${form.error}${form.error_description ? ` (${form.error_description})` : ''}.`,
    );
  }
  if (!form.state) throw bad('The launch has no state.');
  if (!form.id_token) throw bad('The launch has no id_token.');
  const now = new Date();
  // Used once: taken out before anything else is checked, so that a replay finds nothing.
  const [login] = await deps.db.delete(ltiLogin).where(eq(ltiLogin.state, form.state)).returning();
  if (!login) {
    throw bad(
      'The launch state does not match a login started here, or it was used already. Open the activity again from your course.',
    );
  }
  if (login.expiresAt.getTime() < now.getTime()) {
    throw bad('The login took too long and expired. Open the activity again from your course.');
  }
  if (!browserId || browserHash(browserId) !== login.browserHash) {
    throw new AppError(
      'permission-denied',
      'The launch came back to a different browser than the one that started it (or this browser does not keep our cookie). Open the activity in a new window.',
    );
  }
  const [platform] = await deps.db
    .select()
    .from(ltiPlatform)
    .where(eq(ltiPlatform.id, login.platformId));
  if (!platform)
    throw new AppError('not-found', 'The platform of this launch is no longer registered.');
  assertEnabled(platform);
  const payload = await verifyIdToken(platform, form.id_token, now);
  const parsed = LaunchClaimsSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(
      `The launch was refused: the claim ${issue?.path.join('.') ?? ''} is missing or malformed.`,
    );
  }
  const claims = parsed.data;
  if (claims.nonce !== login.nonce) {
    throw new AppError(
      'unauthenticated',
      'The launch was refused: its nonce is not the one this login sent.',
    );
  }
  await deps.db.delete(ltiNonceSeen).where(lt(ltiNonceSeen.expiresAt, now));
  const seen = await deps.db
    .insert(ltiNonceSeen)
    .values({
      platformId: platform.id,
      nonce: claims.nonce,
      expiresAt: new Date(((payload.exp ?? 0) + 120) * 1000),
    })
    .onConflictDoNothing()
    .returning();
  if (seen.length === 0) {
    throw new AppError('unauthenticated', 'The launch was refused: its token was used already.');
  }
  if (claims[CLAIM.version] !== LTI_VERSION) {
    throw bad(
      `The launch was refused: LTI version ${claims[CLAIM.version]} is not supported (only ${LTI_VERSION}).`,
    );
  }
  const type = claims[CLAIM.messageType];
  if (type !== MESSAGE.resourceLink && type !== MESSAGE.deepLinkingRequest) {
    throw bad(`The launch was refused: the message type "${type}" is not one this tool takes.`);
  }
  assertDeployment(platform, claims[CLAIM.deploymentId]);
  if (type === MESSAGE.resourceLink && !claims[CLAIM.resourceLink]) {
    throw bad('The launch was refused: a resource link launch must name its resource link.');
  }
  const settings = claims[CLAIM.deepLinkingSettings];
  if (type === MESSAGE.deepLinkingRequest && !settings) {
    throw bad('The launch was refused: a deep linking request must carry its settings.');
  }
  const teaching = isTeaching(claims[CLAIM.roles]);
  if (type === MESSAGE.deepLinkingRequest && !teaching) {
    throw new AppError(
      'permission-denied',
      'Only a teacher of the course can place Fantasy Fraud League in it.',
    );
  }

  const account = await findOrCreatePlayer(deps.db, deps.auth, platform, claims);
  if (account.banned) {
    throw new AppError('permission-denied', 'This Fantasy Fraud League account is disabled.');
  }
  const context = claims[CLAIM.context];
  const roster = claims[CLAIM.namesRoleService]?.context_memberships_url;
  let cohortId: string | null = null;
  if (context) {
    cohortId = await contextCohort(deps.db, platform, context, claims[CLAIM.deploymentId], roster);
    await placeInCohort(deps.db, account, cohortId, teaching);
    if (teaching && roster) deps.onRoster?.(platform.id, context.id);
  }
  if (type === MESSAGE.deepLinkingRequest && settings) {
    const token = await deepLinkingToken(deps.secret, {
      userId: account.id,
      platformId: platform.id,
      deploymentId: claims[CLAIM.deploymentId],
      returnUrl: settings.deep_link_return_url,
      data: settings.data,
    });
    return { kind: 'deep-linking', userId: account.id, token };
  }
  return {
    kind: 'go',
    userId: account.id,
    to: await placedItem(deps, platform, claims, account, cohortId, teaching),
  };
}

/** The placed item of a resource link launch, recorded; where its learner goes. */
async function placedItem(
  deps: LtiDeps,
  platform: PlatformRow,
  claims: LaunchClaims,
  account: LtiAccount,
  cohortId: string | null,
  teaching: boolean,
): Promise<string> {
  const item = claims[CLAIM.custom]?.ffl_item;
  const link = claims[CLAIM.resourceLink];
  const context = claims[CLAIM.context];
  if (item === 'league') return '/leaderboard';
  const family = typeof item === 'string' && item.startsWith('family:') ? item.slice(7) : null;
  if (!family || !isFamilyId(family)) return '/home';
  const to = `/fraudwiki?family=${family}`;
  if (!link || !context || !cohortId) return to;

  const ags = claims[CLAIM.agsEndpoint];
  const key = and(eq(ltiLink.platformId, platform.id), eq(ltiLink.resourceLinkId, link.id));
  let lineItemUrl = ags?.lineitem ?? null;
  if (!lineItemUrl && ags?.lineitems && ags.scope.includes(SCOPE.lineItem)) {
    const [known] = await deps.db.select({ url: ltiLink.lineItemUrl }).from(ltiLink).where(key);
    // A platform that cannot be reached now leaves the link without a column until a later launch.
    lineItemUrl =
      known?.url ??
      (await findOrMakeLineItem(deps.db, platform, ags.lineitems, {
        resourceLinkId: link.id,
        resourceId: `family:${family}`,
        label: cleanName('display', link.title || FAMILY_NAMES[family]) || FAMILY_NAMES[family],
      }).catch((error: unknown) => {
        deps.logger.warn(
          { err: error, platformId: platform.id },
          'could not find or make an LTI line item',
        );
        return null;
      }));
  }
  const canScore = Boolean(lineItemUrl && ags?.scope.includes(SCOPE.score));
  await deps.db
    .insert(ltiLink)
    .values({
      platformId: platform.id,
      resourceLinkId: link.id,
      contextId: context.id,
      kind: 'family',
      family,
      lineItemUrl,
      canScore,
    })
    .onConflictDoUpdate({
      target: [ltiLink.platformId, ltiLink.resourceLinkId],
      set: { lineItemUrl, canScore, family },
    });
  const [stored] = await deps.db
    .select({ link: ltiLink, cancelledAt: assignment.cancelledAt, cohortId: assignment.cohortId })
    .from(ltiLink)
    .leftJoin(assignment, eq(assignment.id, ltiLink.assignmentId))
    .where(key);
  const current = stored?.link.assignmentId && !stored.cancelledAt && stored.cohortId === cohortId;
  if (!current) {
    const name =
      cleanName('display', link.title || FAMILY_NAMES[family as FamilyId]) || FAMILY_NAMES[family];
    const now = deps.now();
    const made = await createAssignment(
      deps.db,
      { id: account.id, email: account.email },
      cohortId,
      {
        name,
        frauds: [],
        families: [family],
        postCheck: false,
        dueAt: new Date(now.getTime() + LTI.dueDays * 86_400_000).toISOString(),
      },
      now,
    );
    await deps.db
      .update(ltiLink)
      .set({ assignmentId: made.id })
      .where(
        and(
          key,
          stored?.link.assignmentId
            ? eq(ltiLink.assignmentId, stored.link.assignmentId)
            : isNull(ltiLink.assignmentId),
        ),
      );
  }
  if (!teaching && canScore) {
    await deps.db
      .insert(ltiGrade)
      .values({
        platformId: platform.id,
        resourceLinkId: link.id,
        userId: account.id,
        sub: claims.sub,
      })
      .onConflictDoUpdate({
        target: [ltiGrade.platformId, ltiGrade.resourceLinkId, ltiGrade.userId],
        // A launch asks for a check at the next pass (a learner may have been away a while).
        set: { sub: claims.sub, nextAttemptAt: null },
      });
  }
  return to;
}
