import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readJwtPayload } from '../lib/jwt-payload';

/**
 * The local stand-in for Google: a real OpenID Connect provider on localhost (discovery, JWKS,
 * signed ID tokens, PKCE) built on oauth2-mock-server, with a small account chooser in front of
 * its authorize endpoint. The server starts it only outside production, when GOOGLE_ISSUER is unset.
 *
 * oauth2-mock-server is a development dependency: it is imported here, when the stand-in starts,
 * and services.ts imports this file only then, so a production install (`npm ci --omit=dev`)
 * never needs it (decision 0034; `scripts/prod-deps-check.mjs` checks the bundle).
 */

export interface StandInAccount {
  email: string;
  name: string;
  /** Sent as the `groups` claim when given (an organisation's provider, features/sso). */
  groups?: string[];
}

export const STAND_IN_ACCOUNTS: readonly StandInAccount[] = [
  { email: 'alex.tester@gmail.com', name: 'Alex Tester' },
  { email: 'sam.student@gmail.com', name: 'Sam Student' },
];

export interface DevOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function subjectFor(email: string): string {
  return `standin-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;
}

function chooserPage(query: URLSearchParams): string {
  const hidden = [...query.entries()]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const buttons = STAND_IN_ACCOUNTS.map(
    (a) => `<form method="get" action="/authorize">${hidden}
<input type="hidden" name="login_email" value="${escapeHtml(a.email)}"><input type="hidden" name="login_name" value="${escapeHtml(a.name)}">
<button type="submit"><strong>${escapeHtml(a.name)}</strong><span>${escapeHtml(a.email)}</span></button></form>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Choose an account — local Google stand-in</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;display:flex;justify-content:center;padding:24px}
main{background:#fff;border-radius:8px;padding:24px;max-width:360px;width:100%;box-shadow:0 1px 3px #0003}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#444}button{display:flex;flex-direction:column;align-items:flex-start;width:100%;
padding:12px;margin:0 0 8px;border:1px solid #ccc;border-radius:6px;background:#fff;cursor:pointer;font:inherit}button:focus,button:hover{border-color:#1a73e8;outline:2px solid #1a73e8}
span{color:#555;font-size:14px}label{display:block;margin:16px 0 4px;font-size:14px}input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:8px;font:inherit;margin-bottom:8px}</style></head>
<body><main><h1>Choose an account</h1><p>Local stand-in for Google sign-in. No real Google account is used.</p>${buttons}
<form method="get" action="/authorize">${hidden}<label for="e">Another e-mail</label><input id="e" type="email" name="login_email" required>
<label for="n">Name</label><input id="n" type="text" name="login_name"><button type="submit">Continue</button></form></main></body></html>`;
}

/** oauth2-mock-server, or a message that says what to do when it is not installed. */
async function loadMockServer(): Promise<typeof import('oauth2-mock-server')> {
  try {
    return await import('oauth2-mock-server');
  } catch (error) {
    throw new Error(
      'The local Google stand-in needs the development dependencies (oauth2-mock-server is not installed). Run `npm install`, or set GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or run with NODE_ENV=production.',
      { cause: error },
    );
  }
}

export async function startDevOidcProvider(
  port: number,
  host = '127.0.0.1',
): Promise<DevOidcProvider> {
  const { OAuth2Issuer, OAuth2Service } = await loadMockServer();
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const codes = new Map<string, StandInAccount>();

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const email = (query.get('login_email') ?? '').trim().toLowerCase();
    const code = redirect.url.searchParams.get('code');
    const groups = (query.get('login_groups') ?? '')
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    if (code && email)
      codes.set(code, {
        email,
        name: (query.get('login_name') ?? '').trim(),
        ...(groups.length > 0 ? { groups } : {}),
      });
  });
  service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      const account = req.body?.code ? codes.get(req.body.code) : undefined;
      if (!account) return;
      Object.assign(token.payload, {
        sub: subjectFor(account.email),
        email: account.email,
        email_verified: true,
        name: account.name,
        ...(account.groups ? { groups: account.groups } : {}),
      });
    },
  );
  service.on('beforeResponse', (_res: unknown, req: { body?: { code?: string } }) => {
    if (req.body?.code) codes.delete(req.body.code);
  });
  service.on('beforeUserinfo', (res: { body: Record<string, unknown> }, req: IncomingMessage) => {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // The stand-in signed this access token itself a moment ago.
    const claims = readJwtPayload(bearer);
    if (typeof claims.email === 'string') {
      res.body = { sub: claims.sub, email: claims.email, email_verified: true, name: claims.name };
    }
  });

  const handler = service.requestHandler;
  let base = `http://${host}:${port}`;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    if (
      req.method === 'GET' &&
      url.pathname === '/authorize' &&
      !url.searchParams.get('login_email')
    ) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(chooserPage(url.searchParams));
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object') base = `http://${host}:${address.port}`;
  issuer.url = base;
  return {
    issuer: base,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
