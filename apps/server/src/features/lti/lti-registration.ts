import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MESSAGE, SCOPE } from './lti-claims';
import { addPlatform } from './lti-platforms';
import { platformFetch } from './lti-remote';

/**
 * LTI Dynamic Registration 1.0: the platform's administrator pastes `/lti/register` into the
 * platform, which opens it with its OpenID configuration's address and a registration token. The
 * tool reads the configuration, registers itself at the platform's registration endpoint, and
 * keeps the platform, not yet enabled: an owner approves it in the console before it can launch
 * (the token proves the platform asked, not that this deployment's owner wants it).
 */

const PlatformConfigurationSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  registration_endpoint: z.string().url(),
  'https://purl.imsglobal.org/spec/lti-platform-configuration': z
    .object({ product_family_code: z.string().optional() })
    .optional(),
});

const RegistrationAnswerSchema = z.object({
  client_id: z.string().min(1).max(255),
  'https://purl.imsglobal.org/spec/lti-tool-configuration': z
    .object({ deployment_id: z.string().min(1).max(255).optional() })
    .optional(),
});

/** The tool's registration request (Dynamic Registration 1.0, 3.5). */
export function toolConfiguration(publicUrl: string) {
  const launch = `${publicUrl}/lti/launch`;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${publicUrl}/lti/login`,
    redirect_uris: [launch],
    client_name: 'Fantasy Fraud League',
    jwks_uri: `${publicUrl}/lti/jwks`,
    logo_uri: `${publicUrl}/favicon.svg`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [SCOPE.score, SCOPE.lineItem, SCOPE.resultReadonly, SCOPE.memberships].join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: new URL(publicUrl).host,
      target_link_uri: launch,
      description:
        'A fraud-awareness game: families of frauds to read, quiz and drill, and a league.',
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        {
          type: MESSAGE.deepLinkingRequest,
          target_link_uri: launch,
          label: 'Fantasy Fraud League',
        },
        { type: MESSAGE.resourceLink, target_link_uri: launch, label: 'Fantasy Fraud League' },
      ],
    },
  };
}

/** Registers the tool with the platform and keeps the platform, waiting for an owner's approval. */
export async function registerDynamically(
  db: Db,
  publicUrl: string,
  params: { openidConfiguration?: string | undefined; registrationToken?: string | undefined },
): Promise<{ name: string }> {
  const configUrl = params.openidConfiguration;
  if (!configUrl || !/^https?:\/\//.test(configUrl)) {
    throw new AppError(
      'invalid-argument',
      'The registration address must carry openid_configuration, the platform configuration address.',
    );
  }
  const res = await platformFetch("The platform's configuration", configUrl, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok)
    throw new AppError('unavailable', `The platform's configuration answered HTTP ${res.status}.`);
  const parsed = PlatformConfigurationSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    throw new AppError(
      'invalid-argument',
      "The platform's configuration lacks a field registration needs.",
    );
  }
  const config = parsed.data;
  // The configuration must come from its issuer's own site.
  if (new URL(configUrl).origin !== new URL(config.issuer).origin) {
    throw new AppError(
      'invalid-argument',
      "The platform's configuration is not served from its issuer's site.",
    );
  }
  const answer = await platformFetch(
    "The platform's registration endpoint",
    config.registration_endpoint,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(params.registrationToken
          ? { authorization: `Bearer ${params.registrationToken}` }
          : {}),
      },
      body: JSON.stringify(toolConfiguration(publicUrl)),
    },
  );
  if (!answer.ok) {
    // A 4xx: the registration address was used already or copied wrong; a 5xx: the platform is unwell.
    throw new AppError(
      answer.status < 500 ? 'invalid-argument' : 'unavailable',
      `The platform refused the registration (HTTP ${answer.status}). Start the registration again from the platform.`,
    );
  }
  const registered = RegistrationAnswerSchema.safeParse(await answer.json().catch(() => null));
  if (!registered.success)
    throw new AppError(
      'unavailable',
      'The platform did not answer the registration with a client id.',
    );
  const deployment =
    registered.data['https://purl.imsglobal.org/spec/lti-tool-configuration']?.deployment_id;
  const family =
    config['https://purl.imsglobal.org/spec/lti-platform-configuration']?.product_family_code;
  const name = `${family ?? new URL(config.issuer).host} (${registered.data.client_id})`.slice(
    0,
    80,
  );
  await addPlatform(
    db,
    null,
    {
      name,
      issuer: config.issuer,
      clientId: registered.data.client_id,
      authLoginUrl: config.authorization_endpoint,
      tokenUrl: config.token_endpoint,
      jwksUrl: config.jwks_uri,
      deploymentIds: deployment ? [deployment] : [],
    },
    'dynamic',
  );
  return { name };
}
