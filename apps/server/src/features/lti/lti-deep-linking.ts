import { createHash } from 'node:crypto';
import { LTI } from '@ffl/engine/lti';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ltiPlatform } from '../../db/schema/lti';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { CLAIM, LTI_VERSION, MESSAGE } from './lti-claims';
import { signToolJwt } from './lti-keys';
import { PLACEABLE } from './lti-pages';

/**
 * Deep Linking 2.0: a teacher's request shows the picker; the picker's choice goes back to the
 * platform as an LtiDeepLinkingResponse signed with the tool's key, one ltiResourceLink whose
 * custom parameter names the item and whose line item makes the gradebook column.
 */

/** How long a teacher has to choose. */
const PICKER_SECONDS = 3600;

const PendingSchema = z.object({
  userId: z.string(),
  platformId: z.string(),
  deploymentId: z.string(),
  returnUrl: z.string(),
  data: z.string().optional(),
});
type Pending = z.infer<typeof PendingSchema>;

/** The picker's key: derived from the auth secret for this one use. */
const pickerKey = (secret: string) =>
  createHash('sha256').update(`ffl-lti-deep-linking\n${secret}`).digest();

/** The request's settings, signed into the picker's form so that no row is kept for it. */
export async function deepLinkingToken(secret: string, pending: Pending): Promise<string> {
  return new SignJWT(pending)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${PICKER_SECONDS}s`)
    .sign(pickerKey(secret));
}

/**
 * The signed response for the picker's choice, and where to post it. The token must be the
 * signed-in teacher's own.
 */
export async function deepLinkingResponse(
  db: Db,
  deps: { secret: string; publicUrl: string },
  form: { token: string; item: string },
  userId: string,
): Promise<{ returnUrl: string; jwt: string }> {
  let pending: Pending;
  try {
    const { payload } = await jwtVerify(form.token, pickerKey(deps.secret), {
      algorithms: ['HS256'],
    });
    pending = PendingSchema.parse(payload);
  } catch {
    throw new AppError(
      'invalid-argument',
      'This choice has expired or was changed. Start again from your course.',
    );
  }
  if (pending.userId !== userId) {
    throw new AppError(
      'permission-denied',
      'This choice belongs to another signed-in person. Start again from your course.',
    );
  }
  const chosen = PLACEABLE.find((entry) => entry.value === form.item);
  if (!chosen) throw new AppError('invalid-argument', 'Choose one of the items listed.');
  const [platform] = await db
    .select()
    .from(ltiPlatform)
    .where(eq(ltiPlatform.id, pending.platformId));
  if (!platform)
    throw new AppError('not-found', 'The platform of this request is no longer registered.');
  const isFamily = chosen.value.startsWith('family:');
  const contentItem = {
    type: 'ltiResourceLink',
    title: chosen.title,
    text: chosen.text,
    url: `${deps.publicUrl}/lti/launch`,
    custom: { ffl_item: chosen.value },
    // The game refuses to be framed: the platform should open it in a window of its own.
    window: { targetName: '_blank' },
    ...(isFamily
      ? {
          lineItem: {
            scoreMaximum: LTI.scoreMaximum,
            label: chosen.title,
            resourceId: chosen.value,
            tag: 'fantasy-fraud-league',
          },
        }
      : {}),
  };
  const jwt = await signToolJwt(
    db,
    {
      nonce: createPublicId(),
      [CLAIM.messageType]: MESSAGE.deepLinkingResponse,
      [CLAIM.version]: LTI_VERSION,
      [CLAIM.deploymentId]: pending.deploymentId,
      [CLAIM.contentItems]: [contentItem],
      ...(pending.data === undefined ? {} : { [CLAIM.data]: pending.data }),
    },
    { issuer: platform.clientId, audience: platform.issuer, seconds: 600, now: new Date() },
  );
  return { returnUrl: pending.returnUrl, jwt };
}
