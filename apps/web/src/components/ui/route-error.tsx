import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A page's code failed to load: usually a flaky network, or a deploy that replaced the files. */
export function isChunkLoadError(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError/i.test(
    messageOf(error),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Marks = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The page reloads itself once per failed file (a deploy replaces the hashed files), then shows
 * Retry. TanStack Router's lazy route component (`lazyRouteComponent`, 1.170) does the same when
 * it renders the error first, under this key; this page reads and writes the same key, so the
 * two make one reload, whichever sees the error first. With two keys, a hovered link's failed
 * preload reached this page first, and the router reloaded a moment after Retry was on screen.
 */
function reloadKey(error: unknown): string {
  return `tanstack_router_reload:${messageOf(error)}`;
}

/** True the first time this file fails in this tab: reload now. */
export function claimChunkReload(storage: Marks, error: unknown): boolean {
  const key = reloadKey(error);
  if (storage.getItem(key) !== null) return false;
  storage.setItem(key, '1');
  return true;
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    // After a deploy the old hashed files are gone: reload the page once to get the new ones.
    if (chunk && claimChunkReload(sessionStorage, error)) window.location.reload();
  }, [chunk, error]);

  // Tries the page's file again in place: the router fetches it anew.
  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <div className="route-error" role="alert">
      <h2>
        {chunk ? 'This page could not be loaded.' : 'Something went wrong. Please try again.'}
      </h2>
      <p className="muted">
        {chunk
          ? 'Check your connection, then try again.'
          : 'If it keeps happening, reload the page.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
