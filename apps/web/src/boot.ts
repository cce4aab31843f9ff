/**
 * The page's entry. The HTML already shows a "Loading…" screen; the app starts only once the
 * browser has painted it, so that a slow phone shows something at once instead of a blank page
 * while it runs the app's code. The server announces the app's files in the HTML
 * (`<link rel="prefetch">`), so they download while that first frame is painted
 * (decision 0013). The styles are imported here so that they block that first paint.
 */
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

/**
 * React's code runs first, in a task of its own, then the app's: two tasks of a few tens of
 * milliseconds each on a slow phone rather than one long one, so a tap is never kept waiting.
 */
const start = async () => {
  await import('react-dom/client');
  await new Promise((next) => setTimeout(next, 0));
  await import('./main');
};

// A page opened in a background tab paints nothing until shown: no reason to wait there.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
