import { z } from 'zod';
import { APPLICATION_LIMITS } from '@homehaven/domain/applications';
import { applicationDecisionSchema } from '@homehaven/domain/application-schema';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { ReasonDialog } from '../../../components/ui/reason-dialog';

interface RejectDialogProps {
  applicantName: string;
  /** Rejects with the reason; rejects when it could not (the dialog stays open, the reason kept). */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A rejection's reason, checked as the facade checks it (applicationDecisionSchema). */
const REASON = z.string().transform((reason, ctx) => {
  const result = applicationDecisionSchema.safeParse({ outcome: 'rejected', reason });
  if (result.success) return result.data.reason;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** Reject an application: the reason is required, and the applicant reads it. */
export function RejectDialog({ applicantName, onReject, onClose }: RejectDialogProps) {
  return (
    <ReasonDialog
      title={M.rejectTitle}
      subtitle={`${applicantName || 'The applicant'} will read your reason.`}
      submitLabel={M.reject}
      label={M.reasonLabel}
      maxLength={APPLICATION_LIMITS.reason}
      schema={REASON}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
