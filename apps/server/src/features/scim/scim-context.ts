import type { ScimVia } from '../admin/admin-service';
import type { AuditActor } from '../audit/audit-service';
import type { ScimCaller } from './scim-token-service';

/** What every SCIM service call needs: who calls, where it lives, and the app's hooks. */
export interface ScimContext {
  caller: ScimCaller;
  /** `PUBLIC_URL/scim/v2`, for each resource's meta.location. */
  baseUrl: string;
  /** Creates an account as a sign-up does (the identity library, with its hooks). */
  createAccount: (input: { email: string; name: string }) => Promise<{ id: string }>;
  /** A player was archived or changed: the app's session memory and event streams check again. */
  sessionsChanged: () => void;
}

/** The audit log's actor for a directory's change: no account, its organisation and token named. */
export function auditActorOf(caller: ScimCaller): AuditActor {
  return {
    id: null,
    email: `SCIM: ${caller.organisationName} (token "${caller.tokenName}", ${caller.tokenPrefix}…)`,
  };
}

export function viaOf(caller: ScimCaller): ScimVia {
  return { organisationId: caller.organisationId, tokenId: caller.tokenId };
}
