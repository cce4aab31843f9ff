import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { invitationQuery } from './leagues-api';
import { leaguesText as t } from './leagues-text';
import './invitation-notice.css';

/**
 * On the sign-in pages, when they will return to an invite link: which league it is and who runs
 * it, and what happens next (`next`: the page's own sentence). Nothing while it loads or when it
 * cannot be read; a dead link is said at once.
 */
export function InvitationNotice({ code, next }: { code: string; next: string }) {
  const query = useQuery(invitationQuery(code));
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <p className="notice notice-bad">{t.invitationGone}</p>
    ) : null;
  }
  const invitation = query.data;
  if (!invitation) return null;
  return (
    <section className="invitation-notice" aria-labelledby="invitation-name">
      <p className="invitation-kicker">{t.invitedKicker}</p>
      <h2 id="invitation-name" className="invitation-name">
        {invitation.name}
      </h2>
      <p className="invitation-facts">
        {t.invitedBy(invitation.owner.bankName, invitation.owner.manager)}
      </p>
      <p className="invitation-facts">
        <Users size={16} aria-hidden="true" /> {t.members(invitation.memberCount)}
      </p>
      <p className="invitation-next">{next}</p>
    </section>
  );
}
