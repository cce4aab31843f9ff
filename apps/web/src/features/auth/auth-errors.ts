import { ApiError } from '../../lib/api';
import { messageFor, withServerHint } from '../../lib/error-messages';
import { authText } from './auth-text';

/**
 * The words under a sign-in form (the error catalogue, product.md): the sign-in feature's own for
 * the identity codes (a weak password's followed by the server's hint of why), then the rows
 * every form shares.
 */
export function authMessageFor(error: unknown): string {
  if (error instanceof ApiError && error.code === 'weak-password') {
    return withServerHint(authText.errors['weak-password'], error);
  }
  return messageFor(error, authText.errors);
}
