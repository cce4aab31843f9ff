/** Text as HTML: the five characters that matter escaped. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PRODUCT = 'Fantasy Fraud League';

/**
 * A small page of our own in the app's look, for the addresses that work without signing in (the
 * unsubscribe link, a certificate's verification): the built splash's stylesheets (`styles`, see
 * page-styles.ts), the shield, one card, and links to Settings and back to the game. No script, no
 * inline style (the CSP allows neither).
 */
export function plainPage(styles: readonly string[], title: string, body: string): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="dark"><meta name="theme-color" content="#0b1220"><link rel="icon" type="image/svg+xml" href="/favicon.svg">${links}<title>${escapeHtml(title)} · ${PRODUCT}</title></head>
<body><main class="plain-page" id="main"><img class="plain-page-logo" src="/favicon.svg" width="64" height="64" alt="${PRODUCT} shield"><div class="plain-page-card"><h1>${escapeHtml(title)}</h1>${body}<p class="plain-page-links"><a href="/settings">Open Settings</a><a href="/">Back to ${PRODUCT}</a></p></div></main></body></html>`;
}
