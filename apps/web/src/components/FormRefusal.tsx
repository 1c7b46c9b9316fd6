/**
 * The server's refusal of a whole form, under it until the next try: a toast alone was gone after
 * four seconds, and left nothing on the page to say the attempt failed (WCAG 3.3.1).
 */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="alert alert--error form-refusal" role="alert">
      {message}
    </p>
  );
}
