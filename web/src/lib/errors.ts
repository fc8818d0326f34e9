/** A readable message from anything thrown (Firebase errors carry the provider's message). */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
