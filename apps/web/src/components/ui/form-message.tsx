/** The line under a form: an error (announced at once) or a confirmation. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) {
    return (
      <p className="form-message form-error" role="alert">
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
