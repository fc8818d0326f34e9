import { css } from 'styled-system/css';
import { ACCOUNT_TYPE_LABELS } from '@homehaven/domain/applications';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { formatDay } from '@homehaven/domain/format';
import type { Application } from '../../lib/applications/application';
import { instantToDate } from '../../lib/firebase/documents';
import { Alert } from '../ui/alert';
import { ApplicationFacts } from './application-facts';

const SPACED = css({ mt: '2' });

const LOOK = {
  draft: { status: 'warning', title: M.draft, text: M.draftText },
  pending: { status: 'info', title: M.pending, text: M.pendingText },
  approved: { status: 'success', title: M.approved, text: M.approvedText },
  rejected: { status: 'error', title: M.rejected, text: M.rejectedText },
} as const;

/** An application's state in words, the rejection's reason, and what was sent (docs/accounts.md "Applying"). */
export function ApplicationStatus({ application }: { application: Application }) {
  const look = LOOK[application.status];
  const facts: [string, string][] = [
    [M.fields.type, ACCOUNT_TYPE_LABELS[application.type]],
    [M.fields.companyName, application.companyName],
    [M.fields.agencyName, application.agencyName],
    [M.fields.licence, application.licence],
    [M.fields.phone, application.phone],
    [M.fields.bio, application.bio],
    ['Sent', formatDay(instantToDate(application.submittedAt))],
  ];
  return (
    <Alert status={look.status} title={look.title} data-testid="application-status">
      <p>{look.text}</p>
      {application.status === 'rejected' && application.decision?.reason ? (
        <p data-testid="application-reason">
          {M.reasonLabel}: {application.decision.reason}
        </p>
      ) : null}
      <ApplicationFacts facts={facts} className={SPACED} />
    </Alert>
  );
}
