import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stylesheets of the built splash (the tokens and base.css every page shares), for the few
 * pages the server writes itself, such as the unsubscribe link's: they look like the app without
 * a script or an inline style (the content security policy allows neither). Read once from the
 * build's `splash.html`; none without a build (the API tests).
 */
export function readPageStyles(webDist: string): string[] {
  const file = join(webDist, 'splash.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?stylesheet\b/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    // Only our own files: the policy would refuse any other anyway.
    if (href?.startsWith('/')) hrefs.push(href);
  }
  return hrefs;
}
