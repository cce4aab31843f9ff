import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestServer, type TestServer } from '../../test/test-server';
import { signUnsubscribe, unsubscribeKey } from './unsubscribe-token';

/** A built web app in miniature: the app page, the splash and the splash's one stylesheet. */
function webBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ffl-web-styled-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(
    join(dist, 'splash.html'),
    '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/base-test.css"></head><body></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'base-test.css'), 'body { background: #0b1220; }');
  return dist;
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST: webBuild() } });
  const player = await signUpVerified(server, 'styled-unsubscribe@example.com');
  const me = await player.json('/api/me');
  token = signUnsubscribe(unsubscribeKey(server.env.authSecret), me.id, 'wave-results');
});
afterAll(async () => {
  await server.close();
});

describe('the unsubscribe page', () => {
  it('has the app’s look: its stylesheet, the shield, a card, a button and a link back', async () => {
    const res = await server.client().get(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/base-test.css">');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toContain('<main class="plain-page" id="main">');
    expect(html).toContain('alt="Fantasy Fraud League shield"');
    expect(html).toContain('<button type="submit" class="btn btn-primary">Unsubscribe</button>');
    expect(html).toContain('<a href="/">Back to Fantasy Fraud League</a>');
    expect(html).toContain('<a href="/settings">Open Settings</a>');
    // No inline style or script: the content security policy allows neither.
    expect(html).not.toMatch(/<script|style=/);
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    // The stylesheet it names is served.
    const css = await server.client().get('/assets/base-test.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('keeps the look on the answer to a bad link and after unsubscribing', async () => {
    const bad = await server.client().get('/unsubscribe?token=nope');
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('This unsubscribe link is not valid.');
    expect(badHtml).toContain('<link rel="stylesheet" href="/assets/base-test.css">');
    const done = await server
      .client()
      .request(`/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('We will not send you wave results any more.');
    expect(doneHtml).toContain('class="plain-page-card"');
    expect(doneHtml).toContain('<a href="/">Back to Fantasy Fraud League</a>');
  });
});
