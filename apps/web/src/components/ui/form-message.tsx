/** The line under a form: an error (announced at once) or a confirmation. */
export function FormMessage({
  error,
  success,
  id,
}: {
  error?: string | null;
  success?: string | null;
  /** The error line's id, for the field it is about (`aria-describedby`). */
  id?: string;
}) {
  if (error) {
    return (
      <p className="form-message form-error" role="alert" id={id}>
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-message form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
