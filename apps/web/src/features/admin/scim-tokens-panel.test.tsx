import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import { scimTokensQuery } from './scim-tokens-api';
import { ScimTokensPanel } from './scim-tokens-panel';
import { SCIM_TOKENS_TEXT as T } from './scim-tokens-text';

const ORG = 'Ab3dE5gH7jK9mN1pQ3sT';

function render(tokens: Schemas['ScimTokenList']) {
  const client = new QueryClient();
  client.setQueryData(scimTokensQuery(ORG).queryKey, tokens);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ScimTokensPanel organisationId={ORG} />
    </QueryClientProvider>,
  );
}

describe('the SCIM tokens panel', () => {
  it('shows the address to give the directory, each token by name and first characters, and a revoke button only for active ones', () => {
    const html = render({
      baseUrl: 'https://fraud.example/scim/v2',
      tokens: [
        {
          id: 'T'.repeat(20),
          name: 'Entra ID',
          prefix: 'ffl_scim_AbCd',
          createdAt: '2030-01-14T18:00:00.000Z',
          createdBy: 'owner@bank.example',
          lastUsedAt: null,
          revokedAt: null,
        },
        {
          id: 'U'.repeat(20),
          name: 'Okta (old)',
          prefix: 'ffl_scim_WxYz',
          createdAt: '2030-01-10T18:00:00.000Z',
          createdBy: null,
          lastUsedAt: '2030-01-11T18:00:00.000Z',
          revokedAt: '2030-01-12T18:00:00.000Z',
        },
      ],
    });
    expect(html).toContain('https://fraud.example/scim/v2');
    expect(html).toContain('Entra ID');
    expect(html).toContain('ffl_scim_AbCd…');
    expect(html).toContain(T.revokeOf('Entra ID'));
    expect(html).not.toContain(T.revokeOf('Okta (old)'));
    expect(html).toContain('Revoked ');
    expect(html).toContain(T.never);
    expect(html).toContain(T.create);
  });

  it('says when there is no token yet', () => {
    const html = render({ baseUrl: 'https://fraud.example/scim/v2', tokens: [] });
    expect(html).toContain(T.none);
  });
});
