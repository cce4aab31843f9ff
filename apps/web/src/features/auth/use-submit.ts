import { useSubmit as useFormSubmit } from '../../lib/use-submit';
import { authMessageFor } from './auth-errors';

/** The sign-in forms' submit: one action at a time, its error in the catalogue's words. */
export function useSubmit() {
  return useFormSubmit(authMessageFor);
}
