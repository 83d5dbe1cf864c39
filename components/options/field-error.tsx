/** A field's problem, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error" hidden={!message}>
      {message}
    </p>
  );
}
