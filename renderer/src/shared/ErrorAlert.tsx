// Process: renderer. A screen's last error in plain words, announced at once (role="alert"); nothing without one.
export function ErrorAlert({ error }: { error: { message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error.message}
    </p>
  );
}
