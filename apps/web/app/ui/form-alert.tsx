/** Why a form's request failed, announced, next to the form; nothing when all is well. */
export function FormAlert({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 ${className}`}
    >
      {message}
    </p>
  );
}
