import { css } from 'styled-system/css';
import { ACCOUNT_TYPE_LABELS } from '@homehaven/domain/applications';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { formatDay } from '@homehaven/domain/format';
import type { Application } from '../../../lib/applications/application';
import { instantToDate } from '../../../lib/firebase/documents';
import { Button } from '../../../components/ui/button';
import { ApplicationFacts } from '../../../components/applications/application-facts';

const CARD = css({ borderWidth: '1px', borderColor: 'border', rounded: 'xl', p: { base: '4', md: '5' }, bg: 'white', display: 'flex', flexDirection: 'column', gap: '3' });
const HEAD = css({ display: 'flex', alignItems: 'center', gap: '3' });
const LOGO = css({ w: '12', h: '12', rounded: 'lg', objectFit: 'cover', flexShrink: '0', bg: 'gray.100' });
const NAMES = css({ minW: '0' });
const NAME = css({ fontWeight: 'semibold', fontSize: 'lg', overflowWrap: 'anywhere' });
const SUB = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const ACTIONS = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });

interface ApplicationCardProps {
  application: Application;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One application in the queue: who, as what, everything they sent, Approve and Reject. */
export function ApplicationCard({ application, busy, onApprove, onReject }: ApplicationCardProps) {
  const who = application.name || application.email;
  const title = application.companyName || who;
  const facts: [string, string][] = [
    ['Applicant', `${application.name} · ${application.email}`],
    [M.fields.agencyName, application.agencyName],
    [M.fields.licence, application.licence],
    [M.fields.phone, application.phone],
    [M.fields.bio, application.bio],
    ['Previous decision', application.decision ? `${application.decision.outcome === 'rejected' ? 'Rejected' : 'Approved'}: ${application.decision.reason}` : ''],
  ];
  return (
    <li className={CARD} data-testid="application-card" aria-label={`${title}, ${ACCOUNT_TYPE_LABELS[application.type]}`}>
      <div className={HEAD}>
        {application.logo ? <img src={application.logo} alt="" className={LOGO} loading="lazy" /> : null}
        <div className={NAMES}>
          <h2 className={NAME}>{title}</h2>
          <p className={SUB}>
            {ACCOUNT_TYPE_LABELS[application.type]} · sent {formatDay(instantToDate(application.submittedAt))}
          </p>
        </div>
      </div>
      <ApplicationFacts facts={facts} />
      <div className={ACTIONS}>
        <Button palette="teal" disabled={busy} onClick={onApprove} aria-label={`${M.approve} ${title}`}>
          {M.approve}
        </Button>
        <Button variant="outline" palette="red" disabled={busy} onClick={onReject} aria-label={`${M.reject} ${title}`}>
          {M.reject}
        </Button>
      </div>
    </li>
  );
}
