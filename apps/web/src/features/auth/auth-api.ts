import { apiRequest } from '../../lib/api';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string;
}

export interface SessionData {
  user: SessionUser;
}

/** Thin calls to the server's /api/auth endpoints; the server maps every error to a catalogue code. */
export const authApi = {
  getSession: () => apiRequest<SessionData | null>('/api/auth/get-session'),
  signUp: (body: { email: string; password: string; name?: string }) =>
    apiRequest<{ user: SessionUser }>('/api/auth/sign-up/email', { method: 'POST', body }),
  signIn: (body: { email: string; password: string }) =>
    apiRequest<{ user: SessionUser }>('/api/auth/sign-in/email', { method: 'POST', body }),
  signOut: () =>
    apiRequest<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} }),
  requestPasswordReset: (email: string) =>
    apiRequest<{ status: boolean }>('/api/auth/request-password-reset', {
      method: 'POST',
      body: { email, redirectTo: '/reset-password' },
    }),
  resetPassword: (token: string, newPassword: string) =>
    apiRequest<{ status: boolean }>('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword },
    }),
  resendVerification: (email: string) =>
    apiRequest<{ status: boolean }>('/api/auth/send-verification-email', {
      method: 'POST',
      body: { email, callbackURL: '/login' },
    }),
  startGoogle: (callbackURL: string, errorCallbackURL: string) =>
    apiRequest<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
      method: 'POST',
      body: { provider: 'google', callbackURL, errorCallbackURL, disableRedirect: true },
    }),
};
