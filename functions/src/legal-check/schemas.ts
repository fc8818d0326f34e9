import { z } from 'zod';
import { LEGAL_NOTE_MAX } from '@homehaven/domain/constants';
import { LEGAL_CHECK_DECISIONS } from '@homehaven/domain/legal-check';

/** The body of a decision: passed or failed, the note (required when failed), the document revision judged. */
export const decisionSchema = z.strictObject({
  status: z.enum(LEGAL_CHECK_DECISIONS),
  note: z.string().max(LEGAL_NOTE_MAX).default(''),
  revision: z.number().int().min(1),
});
