import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

/**
 * The login page's question to the server (issue 28): does this address's organisation sign its
 * people in through its own provider? Asked per domain, once the typing pauses, so that a player
 * of such a domain is offered their organisation's sign-in before they reach for a password.
 */

/** How long the typing pauses before the domain is looked up. */
const LOOKUP_PAUSE_MS = 350;

/** The lower-case domain of a plausible address, or null while it is not one yet. */
export function domainOf(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,63}$/.test(domain) ? domain : null;
}

/** Where a sign-in of this organisation starts, coming back to `returnTo` afterwards. */
export function ssoStartHref(startUrl: string, returnTo: string): string {
  const url = new URL(startUrl, window.location.origin);
  if (returnTo !== '/') url.searchParams.set('returnTo', returnTo);
  return url.href;
}

export function useSsoLookup(email: string) {
  const [domain, setDomain] = useState<string | null>(null);
  useEffect(() => {
    const next = domainOf(email);
    const timer = window.setTimeout(() => setDomain(next), next === null ? 0 : LOOKUP_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [email]);
  const lookup = useQuery({
    queryKey: ['sso-lookup', domain],
    queryFn: ({ signal }) =>
      api.get('/api/sso/lookup', { params: { query: { email: `someone@${domain}` } }, signal }),
    enabled: domain !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // An address being typed again, or a lookup that failed, keeps the usual login.
  return domain !== null && domain === domainOf(email) ? (lookup.data ?? null) : null;
}
