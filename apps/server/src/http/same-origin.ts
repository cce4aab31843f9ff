import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the game API. Browsers always send Origin on a
 * cross-origin write, so a write whose Origin is not ours (or that the browser marks as
 * cross-site) is refused, whatever its content type. SameSite=Lax cookies are the second layer.
 */
export function requireSameOrigin(publicUrl: string) {
  const ours = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin !== undefined && origin !== ours) || site === 'cross-site') {
        throw new AppError('permission-denied', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  });
}
