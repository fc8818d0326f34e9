import { z } from 'zod';
import { trimInvisible } from './text';

/**
 * A required text field: invisible characters trimmed from both ends, then at least one character
 * (so a blank of any kind fails with `required`) and at most `max` (`tooLong`).
 */
export function requiredText(max: number, messages: { required?: string; tooLong?: string } = {}) {
  return z.string().overwrite(trimInvisible).min(1, messages.required).max(max, messages.tooLong);
}

/** An optional text field: trimmed as {@link requiredText}; a blank one is stored empty. */
export function optionalText(max: number, tooLong?: string) {
  return z.string().overwrite(trimInvisible).max(max, tooLong);
}
