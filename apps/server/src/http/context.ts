import type { Auth } from '../auth/auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export type SessionUser = SessionResult['user'];

/** Variables the middlewares put on the Hono context. */
export interface AppVariables {
  user: SessionUser;
  session: SessionResult['session'];
  requestId: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
