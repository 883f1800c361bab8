import { StatusText } from './status-text';

/** A form's own error (not one field's), announced when it appears; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm">
      <StatusText tone="error">{message}</StatusText>
    </p>
  ) : null;
}
