import { api } from '../../lib/api';

/**
 * Thin calls to the server's /api/auth endpoints (typed from the API document); the server maps
 * every error to a catalogue code. The session itself is lib/session.ts.
 */
export const authApi = {
  signUp: (body: { email: string; password: string; name?: string; callbackURL?: string }) =>
    api.post('/api/auth/sign-up/email', { body }),
  signIn: (body: { email: string; password: string }) =>
    api.post('/api/auth/sign-in/email', { body }),
  requestPasswordReset: (email: string) =>
    api.post('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api.post('/api/auth/reset-password', { body: { token, newPassword } }),
  resendVerification: (email: string) =>
    api.post('/api/auth/send-verification-email', { body: { email, callbackURL: '/login' } }),
  startGoogle: (callbackURL: string, errorCallbackURL: string) =>
    api.post('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL, errorCallbackURL, disableRedirect: true },
    }),
};
