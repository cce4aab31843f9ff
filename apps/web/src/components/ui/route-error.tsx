import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

const RELOADED_KEY = 'ffl-chunk-reload';

/** A page's code failed to load: usually a flaky network, or a deploy that replaced the files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError/i.test(
    message,
  );
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    // After a deploy the old hashed files are gone: reload the page once to get the new ones.
    if (chunk && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }
  }, [chunk]);

  const retry = () => {
    sessionStorage.removeItem(RELOADED_KEY);
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
