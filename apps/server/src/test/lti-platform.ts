import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { z } from 'zod';

/**
 * A learning platform for the tests, written from the IMS specifications (LTI Core 1.3, the LTI
 * Advantage Security Framework, Deep Linking 2.0, NRPS 2.0, AGS 2.0, Dynamic Registration 1.0),
 * not from the tool's code. It is the one outside system the LTI tests stand in for: it has its
 * own RSA keys and serves their JWKS over HTTP; its OIDC authorisation endpoint checks the tool's
 * redirect and answers the auto-posting form a browser follows (or, for API tests, the id_token
 * and state the browser would post); its token endpoint checks the tool's signed client
 * assertion against the tool's JWKS; it serves a paged roster and records the scores and
 * deep-linking responses it receives. Tests can make it misbehave.
 */

const CORE = 'https://purl.imsglobal.org/spec/lti/claim';
export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
} as const;
export const SCOPES = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export interface PlatformUser {
  sub: string;
  name?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
}

/** Ways to spoil one launch's id_token. */
export interface Tamper {
  /** Signed with a key the JWKS does not list (same kid), or with a kid it does not list. */
  signature?: 'wrong-key' | 'unknown-kid';
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  aud?: string | string[];
  azp?: string;
  iss?: string;
  nonce?: string;
  deploymentId?: string;
  version?: string;
  messageType?: string;
  /** Claims left out. */
  drop?: string[];
}

export interface LaunchSpec {
  user: PlatformUser;
  roles: string[];
  context?: { id: string; title?: string; label?: string };
  resourceLink?: { id: string; title?: string };
  custom?: Record<string, string>;
  /** LtiDeepLinkingRequest when set. */
  deepLinking?: { data?: string };
  /** AGS endpoint claim with this line item (made if new). */
  lineItem?: string;
  /** AGS endpoint claim with the course's line items service only, no line item. */
  lineItemsOnly?: boolean;
  /** NRPS claim for the context. */
  roster?: boolean;
  tamper?: Tamper;
}

export interface Member extends PlatformUser {
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
}

export interface ReceivedScore {
  lineItem: string;
  body: Record<string, unknown>;
  contentType: string;
}

/** A JSON object the tool sent (a line item, a score, a registration), read without a cast. */
const JsonObject = z.record(z.string(), z.unknown());
/** The tool's key set, as far as the platform relies on it. */
const KeySet = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  return JsonObject.parse(JSON.parse(await readBody(req)));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startLtiPlatform(options: {
  /** The tool's public address (its PUBLIC_URL). */
  toolUrl: string;
  /** The tool's JWKS; by default fetched from `${toolUrl}/lti/jwks`. */
  toolJwks?: () => Promise<JSONWebKeySet>;
  clientId?: string;
  deploymentId?: string;
}) {
  const clientId = options.clientId ?? 'ffl-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';
  const keys = await generateKeyPair('RS256', { extractable: true });
  const strangerKeys = await generateKeyPair('RS256', { extractable: true });
  const kid = 'platform-key-1';
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const toolJwks =
    options.toolJwks ??
    (async (): Promise<JSONWebKeySet> =>
      KeySet.parse(await (await fetch(`${options.toolUrl}/lti/jwks`)).json()));

  const pending = new Map<string, LaunchSpec>();
  const tokens = new Map<string, string[]>();
  const lineItems = new Map<string, { label: string }>();
  const members = new Map<string, Member[]>();
  const state = {
    jwksDown: false,
    /** Score posts answered 503 before the next is accepted. */
    failScores: 0,
    pageSize: 2,
    registrationToken: 'registration-token-1',
    scores: [] as ReceivedScore[],
    /** Line items the tool made through the line items service. */
    madeLineItems: [] as (Record<string, unknown> & { id: string; context: string })[],
    deepLinkResponses: [] as JWTPayload[],
    registrations: [] as Record<string, unknown>[],
    tokenRequests: [] as { scope: string; assertion: JWTPayload }[],
    refusals: [] as string[],
  };

  let base = '';
  const refuse = (res: ServerResponse, status: number, why: string) => {
    state.refusals.push(why);
    send(res, status, JSON.stringify({ error: why }));
  };

  async function verifyTool(jwt: string, audience: string): Promise<JWTPayload> {
    const jwks = createLocalJWKSet(await toolJwks());
    const { payload } = await jwtVerify(jwt, jwks, { algorithms: ['RS256'], audience });
    return payload;
  }

  function bearer(req: IncomingMessage, scope: string): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return Boolean(token && tokens.get(token)?.includes(scope));
  }

  /** The id_token for a pending launch, as the authorisation endpoint issues it. */
  async function idToken(spec: LaunchSpec, nonce: string): Promise<string> {
    const t = spec.tamper ?? {};
    const claims: Record<string, unknown> = {
      ...spec.user,
      nonce: t.nonce ?? nonce,
      [`${CORE}/message_type`]:
        t.messageType ?? (spec.deepLinking ? 'LtiDeepLinkingRequest' : 'LtiResourceLinkRequest'),
      [`${CORE}/version`]: t.version ?? '1.3.0',
      [`${CORE}/deployment_id`]: t.deploymentId ?? deploymentId,
      [`${CORE}/target_link_uri`]: `${options.toolUrl}/lti/launch`,
      [`${CORE}/roles`]: spec.roles,
    };
    if (spec.context) claims[`${CORE}/context`] = spec.context;
    if (spec.resourceLink) claims[`${CORE}/resource_link`] = spec.resourceLink;
    if (spec.custom) claims[`${CORE}/custom`] = spec.custom;
    if (spec.deepLinking) {
      claims['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
        deep_link_return_url: `${base}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['window'],
        accept_multiple: false,
        ...(spec.deepLinking.data === undefined ? {} : { data: spec.deepLinking.data }),
      };
    }
    if (spec.lineItem && spec.context) {
      if (!lineItems.has(spec.lineItem)) lineItems.set(spec.lineItem, { label: spec.lineItem });
      claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
        scope: [SCOPES.score, SCOPES.lineItem],
        lineitems: `${base}/contexts/${encodeURIComponent(spec.context.id)}/lineitems`,
        lineitem: `${base}/contexts/${encodeURIComponent(spec.context.id)}/lineitems/${encodeURIComponent(spec.lineItem)}/lineitem`,
      };
    }
    if (spec.lineItemsOnly && spec.context) {
      claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
        scope: [SCOPES.score, SCOPES.lineItem],
        lineitems: `${base}/contexts/${encodeURIComponent(spec.context.id)}/lineitems`,
      };
    }
    if (spec.roster && spec.context) {
      claims['https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice'] = {
        context_memberships_url: `${base}/contexts/${encodeURIComponent(spec.context.id)}/memberships`,
        service_versions: ['2.0'],
      };
    }
    for (const name of t.drop ?? []) delete claims[name];
    const now = Math.floor(Date.now() / 1000);
    const header = {
      alg: 'RS256',
      kid: t.signature === 'unknown-kid' ? 'no-such-key' : kid,
      typ: 'JWT',
    };
    // azp only when a test asks: one audience needs none (Security Framework 5.1.3).
    if (t.azp) claims.azp = t.azp;
    const jwt = new SignJWT(claims as JWTPayload)
      .setProtectedHeader(header)
      .setIssuer(t.iss ?? base)
      .setAudience(t.aud ?? clientId)
      .setSubject(spec.user.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (t.expiresIn ?? 300));
    return jwt.sign(t.signature === 'wrong-key' ? strangerKeys.privateKey : keys.privateKey);
  }

  /**
   * The authorisation endpoint's checks (Security Framework 5.1.1.2) and answer: the id_token and
   * state the browser posts to the tool's redirect_uri.
   */
  async function authorize(
    url: string,
  ): Promise<
    { redirectUri: string; form: { id_token: string; state: string } } | { error: string }
  > {
    const q = new URL(url).searchParams;
    const expect: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: clientId,
      redirect_uri: `${options.toolUrl}/lti/launch`,
    };
    for (const [name, value] of Object.entries(expect)) {
      if (q.get(name) !== value) return { error: `invalid_request: ${name}` };
    }
    const nonce = q.get('nonce');
    const st = q.get('state');
    const spec = pending.get(q.get('login_hint') ?? '');
    if (!nonce || !st) return { error: 'invalid_request: nonce and state' };
    if (!spec || q.get('lti_message_hint') !== q.get('login_hint'))
      return { error: 'login_required' };
    return {
      redirectUri: expect.redirect_uri as string,
      form: { id_token: await idToken(spec, nonce), state: st },
    };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, JSON.stringify({ error: String(error) })),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (path === '/jwks') {
      if (state.jwksDown) return send(res, 503, 'down', 'text/plain');
      return send(res, 200, JSON.stringify({ keys: [publicJwk] }));
    }
    if (path === '/auth') {
      const answer = await authorize(url.toString());
      if ('error' in answer) return send(res, 400, answer.error, 'text/plain');
      const inputs = Object.entries(answer.form)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
        .join('');
      return send(
        res,
        200,
        `<!doctype html><html lang="en"><head><title>Test platform</title></head><body><form id="launch" method="post" action="${escapeHtml(answer.redirectUri)}">${inputs}<button type="submit">Launch</button></form><script>document.getElementById('launch').submit();</script></body></html>`,
        'text/html',
      );
    }
    if (path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') !== 'client_credentials')
        return refuse(res, 400, 'unsupported_grant_type');
      if (
        form.get('client_assertion_type') !==
        'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
      ) {
        return refuse(res, 400, 'invalid_client: assertion type');
      }
      let assertion: JWTPayload;
      try {
        assertion = await verifyTool(form.get('client_assertion') ?? '', `${base}/token`);
      } catch (error) {
        return refuse(res, 401, `invalid_client: ${String(error)}`);
      }
      if (assertion.iss !== clientId || assertion.sub !== clientId || !assertion.jti) {
        return refuse(res, 401, 'invalid_client: iss, sub or jti');
      }
      const scope = form.get('scope') ?? '';
      state.tokenRequests.push({ scope, assertion });
      const token = randomUUID();
      tokens.set(token, scope.split(' '));
      return send(
        res,
        200,
        JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope }),
      );
    }
    const memberships = /^\/contexts\/([^/]+)\/memberships$/.exec(path);
    if (memberships?.[1] && req.method === 'GET') {
      if (!bearer(req, SCOPES.memberships)) return refuse(res, 401, 'memberships: token');
      if (
        !(req.headers.accept ?? '').includes(
          'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        )
      ) {
        return refuse(res, 406, 'memberships: accept');
      }
      const contextId = decodeURIComponent(memberships[1]);
      const all = members.get(contextId) ?? [];
      const from = Number(url.searchParams.get('from') ?? 0);
      const page = all.slice(from, from + state.pageSize).map((m) => ({
        user_id: m.sub,
        roles: m.roles,
        status: m.status ?? 'Active',
        ...(m.name ? { name: m.name } : {}),
        ...(m.email ? { email: m.email } : {}),
      }));
      const next =
        from + state.pageSize < all.length
          ? `<${base}${path}?from=${from + state.pageSize}>; rel="next"`
          : undefined;
      return send(
        res,
        200,
        JSON.stringify({ id: `${base}${path}`, context: { id: contextId }, members: page }),
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        next ? { link: next } : {},
      );
    }
    const container = /^\/contexts\/([^/]+)\/lineitems$/.exec(path);
    if (container?.[1]) {
      const contextId = decodeURIComponent(container[1]);
      if (!bearer(req, SCOPES.lineItem)) return refuse(res, 401, 'lineitems: token');
      if (req.method === 'GET') {
        if (
          !(req.headers.accept ?? '').includes('application/vnd.ims.lis.v2.lineitemcontainer+json')
        ) {
          return refuse(res, 406, 'lineitems: accept');
        }
        const rl = url.searchParams.get('resource_link_id');
        const tag = url.searchParams.get('tag');
        const found = state.madeLineItems.filter(
          (item) =>
            item.context === contextId &&
            (!rl || item.resourceLinkId === rl) &&
            (!tag || item.tag === tag),
        );
        return send(
          res,
          200,
          JSON.stringify(found),
          'application/vnd.ims.lis.v2.lineitemcontainer+json',
        );
      }
      if (req.method === 'POST') {
        if (req.headers['content-type'] !== 'application/vnd.ims.lis.v2.lineitem+json') {
          return refuse(res, 415, 'lineitems: media type');
        }
        const body = await readJsonObject(req);
        if (typeof body.scoreMaximum !== 'number' || typeof body.label !== 'string') {
          return refuse(res, 400, 'lineitems: scoreMaximum and label');
        }
        const name = `made-${state.madeLineItems.length + 1}`;
        const item = {
          ...body,
          id: `${base}/contexts/${encodeURIComponent(contextId)}/lineitems/${name}/lineitem`,
          context: contextId,
        };
        state.madeLineItems.push(item);
        const { context: _context, ...answer } = item;
        return send(res, 201, JSON.stringify(answer), 'application/vnd.ims.lis.v2.lineitem+json');
      }
    }
    const scores = /^\/contexts\/([^/]+)\/lineitems\/([^/]+)\/lineitem\/scores$/.exec(path);
    if (scores?.[2] && req.method === 'POST') {
      if (!bearer(req, SCOPES.score)) return refuse(res, 401, 'scores: token');
      const contentType = req.headers['content-type'] ?? '';
      if (contentType !== 'application/vnd.ims.lis.v1.score+json')
        return refuse(res, 415, 'scores: media type');
      const body = await readJsonObject(req);
      if (state.failScores > 0) {
        state.failScores -= 1;
        return send(res, 503, 'busy', 'text/plain');
      }
      state.scores.push({ lineItem: decodeURIComponent(scores[2]), body, contentType });
      return send(res, 200, '{}');
    }
    if (path === '/deep-link-return' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      try {
        state.deepLinkResponses.push(await verifyTool(form.get('JWT') ?? '', base));
      } catch (error) {
        return refuse(res, 400, `deep linking response: ${String(error)}`);
      }
      return send(
        res,
        200,
        '<!doctype html><title>Placed</title><p>Placed in the course.</p>',
        'text/html',
      );
    }
    if (path === '/.well-known/openid-configuration') {
      return send(
        res,
        200,
        JSON.stringify({
          issuer: base,
          authorization_endpoint: `${base}/auth`,
          token_endpoint: `${base}/token`,
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          token_endpoint_auth_signing_alg_values_supported: ['RS256'],
          jwks_uri: `${base}/jwks`,
          registration_endpoint: `${base}/register`,
          scopes_supported: ['openid', SCOPES.score, SCOPES.lineItem, SCOPES.memberships],
          response_types_supported: ['id_token'],
          subject_types_supported: ['public', 'pairwise'],
          id_token_signing_alg_values_supported: ['RS256'],
          claims_supported: ['sub', 'iss', 'name', 'email'],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'test-platform',
            version: '1.0',
            messages_supported: [
              { type: 'LtiResourceLinkRequest' },
              { type: 'LtiDeepLinkingRequest' },
            ],
          },
        }),
      );
    }
    if (path === '/register' && req.method === 'POST') {
      if (req.headers.authorization !== `Bearer ${state.registrationToken}`)
        return refuse(res, 401, 'register: token');
      const body = await readJsonObject(req);
      state.registrations.push(body);
      return send(
        res,
        200,
        JSON.stringify({
          ...body,
          client_id: clientId,
          'https://purl.imsglobal.org/spec/lti-tool-configuration': {
            ...(body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object),
            deployment_id: deploymentId,
          },
        }),
      );
    }
    return send(res, 404, 'not found', 'text/plain');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    state,
    get issuer() {
      return base;
    },
    clientId,
    deploymentId,
    /** What the tool's owner types into the console to register this platform. */
    get registration() {
      return {
        name: 'Test platform',
        issuer: base,
        clientId,
        authLoginUrl: `${base}/auth`,
        tokenUrl: `${base}/token`,
        jwksUrl: `${base}/jwks`,
        deploymentIds: [deploymentId],
      };
    },
    /**
     * Prepares a launch and returns the third-party login initiation's parameters (what the
     * platform sends the browser to the tool's login address with).
     */
    launch(spec: LaunchSpec): Record<string, string> {
      const hint = randomUUID();
      pending.set(hint, spec);
      return {
        iss: base,
        login_hint: hint,
        lti_message_hint: hint,
        target_link_uri: `${options.toolUrl}/lti/launch`,
        client_id: clientId,
        lti_deployment_id: deploymentId,
      };
    },
    /** The login initiation as an address of the tool (a GET). */
    loginUrl(spec: LaunchSpec): string {
      return `${options.toolUrl}/lti/login?${new URLSearchParams(this.launch(spec))}`;
    },
    authorize,
    setRoster(contextId: string, list: Member[]) {
      members.set(contextId, list);
    },
    /** The address a Moodle administrator would paste, with the platform's two parameters. */
    registrationUrl(): string {
      return `${options.toolUrl}/lti/register?${new URLSearchParams({
        openid_configuration: `${base}/.well-known/openid-configuration`,
        registration_token: state.registrationToken,
      })}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LtiPlatform = Awaited<ReturnType<typeof startLtiPlatform>>;

/** What the launch helpers need of a test client: a request with its cookie jar. */
interface Browser {
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A browser's way through a launch, on a test client: the login initiation (GET), the platform's
 * authorisation endpoint, and the form post of the id_token and state to the tool. Returns the
 * tool's answer to the post, or the login's answer when that was not a redirect.
 */
export async function launchThrough(
  browser: Browser,
  platform: LtiPlatform,
  spec: LaunchSpec,
  poster: Browser = browser,
): Promise<Response> {
  const login = await browser.request(`/lti/login?${new URLSearchParams(platform.launch(spec))}`);
  if (login.status !== 302) return login;
  const answer = await platform.authorize(login.headers.get('location') ?? '');
  if ('error' in answer) throw new Error(`the platform refused the login: ${answer.error}`);
  return postLaunch(poster, answer.form);
}

/** Posts a launch form as the platform's auto-posting page does. */
export function postLaunch(browser: Browser, form: Record<string, string>): Promise<Response> {
  return browser.request('/lti/launch', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}
