import { LTI } from '@ffl/engine/lti';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MEDIA, SCOPE } from './lti-claims';
import type { PlatformRow } from './lti-platforms';
import { accessToken, platformFetch } from './lti-remote';

/**
 * AGS 2.0 line items, for a placed family whose launch names the course's line items service but
 * no line item of its own (a link made by hand, with the item in its custom parameters): the tool
 * finds its column by resource link and tag, or makes it.
 */

const TAG = 'fantasy-fraud-league';
const LineItemSchema = z.object({ id: z.string().url() });

export async function findOrMakeLineItem(
  db: Db,
  platform: PlatformRow,
  lineItemsUrl: string,
  item: { resourceLinkId: string; resourceId: string; label: string },
): Promise<string> {
  const token = await accessToken(db, platform, [SCOPE.lineItem]);
  const search = new URL(lineItemsUrl);
  search.searchParams.set('resource_link_id', item.resourceLinkId);
  search.searchParams.set('tag', TAG);
  const found = await platformFetch("The platform's line items service", search.toString(), {
    headers: { authorization: `Bearer ${token}`, accept: MEDIA.lineItemContainer },
  });
  if (!found.ok) {
    throw new AppError(
      'unavailable',
      `The platform's line items service answered HTTP ${found.status}.`,
    );
  }
  const list = z.array(LineItemSchema).safeParse(await found.json().catch(() => null));
  const [first] = list.success ? list.data : [];
  if (first) return first.id;
  const made = await platformFetch("The platform's line items service", lineItemsUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': MEDIA.lineItem,
      accept: MEDIA.lineItem,
    },
    body: JSON.stringify({
      scoreMaximum: LTI.scoreMaximum,
      label: item.label,
      resourceId: item.resourceId,
      resourceLinkId: item.resourceLinkId,
      tag: TAG,
    }),
  });
  const parsed = LineItemSchema.safeParse(made.ok ? await made.json().catch(() => null) : null);
  if (!parsed.success) {
    throw new AppError(
      'unavailable',
      `The platform did not make the gradebook column (HTTP ${made.status}).`,
    );
  }
  return parsed.data.id;
}
