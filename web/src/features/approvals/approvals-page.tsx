import { lazy, Suspense, useState } from 'react';
import { FiUserCheck } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import type { ApplicationOutcome } from '@homehaven/domain/applications';
import { messageOf } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import type { Application } from '../../lib/applications/application';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { Skeleton } from '../../components/static/skeleton';
import { usePendingApplications } from './api/use-pending-applications';
import { decideApplication } from './api/decide-application';
import { ApplicationCard } from './components/application-card';

// The reject dialog (a form, its checks and zod) loads when an admin first rejects, not with the queue:
// evaluated with the page it was a long task of its own (Lighthouse's Total Blocking Time, docs/performance.md).
const RejectDialog = lazy(async () => ({ default: (await import('./components/reject-dialog')).RejectDialog }));

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none', p: '0' });
const CARD_SKELETON = css({ h: '64', rounded: 'xl' });

/** The queue while it loads: cards of the final size. */
function QueueSkeleton() {
  return (
    <div className={LIST} role="status" aria-busy="true" aria-label="Loading applications">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={CARD_SKELETON} />
      ))}
    </div>
  );
}

/**
 * Approvals (/dashboard/approvals, admin; docs/accounts.md "Approving"): professional applications
 * waiting for a decision, the longest-waiting first, live and paged. Approve, or Reject with a reason;
 * the facade applies it and tells the applicant.
 */
export function ApprovalsPage() {
  const view = useNewestPageView();
  const result = usePendingApplications(view);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);

  const decide = async (application: Application, outcome: ApplicationOutcome, reason = '') => {
    setBusy(application.id);
    try {
      await decideApplication(application.id, outcome, reason);
      notifySuccess(outcome === 'approved' ? M.approvedToast : M.rejectedToast);
    } catch (error) {
      console.error('application decision', error);
      notifyError(messageOf(error, M.decideFailed));
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <DashboardPage title={M.approvals} description="Agents, developers and agencies waiting to go live, the longest-waiting first.">
      <PagedList
        result={result}
        view={view}
        loading={<QueueSkeleton />}
        error={{ icon: FiUserCheck, title: M.queueFailed }}
        empty={<EmptyState icon={FiUserCheck} title={M.queueEmpty} text="New professional applications show here as they arrive." />}
      >
        {(applications) => (
          <ul className={LIST} aria-label="Applications waiting">
            {applications.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                busy={busy === application.id}
                onApprove={() => void decide(application, 'approved').catch(() => undefined)}
                onReject={() => setRejecting(application)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectDialog applicantName={rejecting.name} onReject={(reason) => decide(rejecting, 'rejected', reason)} onClose={() => setRejecting(null)} />
        </Suspense>
      ) : null}
    </DashboardPage>
  );
}
