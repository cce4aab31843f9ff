import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db/client';
import { escapeHtml, plainPage } from '../../http/plain-page';
import type { Logger } from '../../lib/logger';
import { turnOff } from '../preferences/preferences-service';
import { NOTIFICATION_TEXT } from './notification-text';
import { verifyUnsubscribe } from './unsubscribe-token';

const T = NOTIFICATION_TEXT.page;

/**
 * The unsubscribe link of every notification mail, outside /api: it works without signing in, by
 * its signed token. GET only asks (link scanners fetch links); POST turns the kind off. The POST is
 * RFC 8058's one-click unsubscribe, which mail providers send from their own servers, so it is the
 * one write that the same-origin check does not guard: the token is its authority.
 */
export function createUnsubscribeRoutes(deps: {
  db: Db;
  key: Buffer;
  now: () => Date;
  logger: Logger;
  /** The built app's stylesheets for the page (http/page-styles.ts); none without a build. */
  styles?: readonly string[];
}) {
  const app = new Hono();
  const styles = deps.styles ?? [];
  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });

  const invalid = (c: Context) =>
    c.html(
      plainPage(styles, T.title, `<p>${escapeHtml(T.bad)}</p><p>${escapeHtml(T.badHelp)}</p>`),
      400,
    );

  app.get('/', (c) => {
    const token = c.req.query('token') ?? '';
    const found = verifyUnsubscribe(deps.key, token);
    if (!found) return invalid(c);
    const what = NOTIFICATION_TEXT.kindNames[found.kind];
    const action = `/unsubscribe?token=${encodeURIComponent(token)}`;
    return c.html(
      plainPage(
        styles,
        T.title,
        `<p>${escapeHtml(T.confirm(what))}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="btn btn-primary">${escapeHtml(T.button)}</button></form>`,
      ),
      200,
    );
  });

  app.post(
    '/',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Too large', 413) }),
    async (c) => {
      const token = c.req.query('token') ?? '';
      const found = verifyUnsubscribe(deps.key, token);
      if (!found) return invalid(c);
      await turnOff(deps.db, found.userId, found.kind, deps.now());
      deps.logger.info({ userId: found.userId, kind: found.kind }, 'unsubscribed by link');
      const what = NOTIFICATION_TEXT.kindNames[found.kind];
      return c.html(
        plainPage(
          styles,
          T.title,
          `<p role="status">${escapeHtml(T.done(what))}</p><p>${escapeHtml(T.again)}</p>`,
        ),
        200,
      );
    },
  );

  return app;
}
