import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { APPLICATION_LIMITS, isProfessionalType, type ProfessionalType } from '@homehaven/domain/applications';
import type { ApplicationForm as FormValues, ApplicationValues } from '@homehaven/domain/application-schema';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { useMyApplication } from '../../lib/applications/use-my-application';
import type { Application } from '../../lib/applications/application';
import { notifyError, notifySuccess } from '../../lib/toast';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { LoadErrorAlert } from '../../components/ui/load-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SkeletonText } from '../../components/static/skeleton';
import { ApplicationStatus } from '../../components/applications/application-status';
import { ApplicationForm } from './components/application-form';
import { saveApplication } from './api/save-application';
import { sendVerificationLink } from '../../lib/applications/email-verification';
import { useOwnName } from './api/use-own-name';
import { useSendDraft } from './api/use-send-draft';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const ACTIONS = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const LOADING = css({ maxW: '2xl', minH: '96' });

/** The form's start: the stored application, or a blank one of the type Register passed (`?type=`), an agent's agency named by their invitation (`?agency=`). */
function initialValues(application: Application | null, requested: string | null, agency: string | null): FormValues {
  if (application) {
    const { type, companyName, agencyName, licence, phone, bio, logo } = application;
    return { type, companyName, agencyName, licence, phone, bio, logo };
  }
  const type: ProfessionalType = isProfessionalType(requested) ? requested : 'agent';
  return { type, companyName: '', agencyName: type === 'agent' ? (agency ?? '').slice(0, APPLICATION_LIMITS.agencyName) : '', licence: '', phone: '', bio: '', logo: '' };
}

/**
 * A person's professional application (docs/accounts.md "Applying"): the form while there is none, or
 * a draft or rejected one is being corrected; its state otherwise, live (an admin's decision shows at
 * once). A draft waits for the e-mail address to be verified.
 */
export function ApplicationPage() {
  const { user } = useAuth();
  const role = useRole();
  const application = useMyApplication();
  const name = useOwnName();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const stored = application.status === 'success' ? application.data : null;
  const ownName = name.status === 'success' ? (name.data ?? '') : null;
  const draft = useSendDraft(user, ownName, stored);
  const [linkBusy, setLinkBusy] = useState(false);

  const save = async (values: ApplicationValues) => {
    if (!user || ownName === null) return;
    try {
      const status = await saveApplication(user, ownName, values);
      if (status === 'draft' && !stored) await sendVerificationLink(user).catch((error: unknown) => console.error('verification link', error));
      notifySuccess(status === 'pending' ? M.sent : M.saved);
      setEditing(false);
    } catch (error) {
      console.error('application', error);
      notifyError(M.sendFailed);
    }
  };
  const resendLink = async () => {
    if (!user) return;
    setLinkBusy(true);
    try {
      await sendVerificationLink(user);
      notifySuccess(M.linkSent);
    } catch (error) {
      console.error('verification link', error);
      notifyError(M.linkFailed);
    } finally {
      setLinkBusy(false);
    }
  };

  const body = () => {
    if (application.status === 'error' || name.status === 'error') return <LoadErrorAlert title={M.sendFailed} onRetry={application.retry} />;
    if (application.status === 'loading' || name.status === 'loading' || role.status === 'loading')
      return (
        <div className={LOADING} role="status" aria-busy="true" aria-label="Loading your application">
          <SkeletonText lines={8} />
        </div>
      );
    if (!stored && role.role !== 'user') return <Alert status="info">{M.notApplicable}</Alert>;
    const showForm = !stored || editing;
    return (
      <div className={STACK}>
        {stored ? <ApplicationStatus application={stored} /> : null}
        {stored?.status === 'draft' && !editing ? (
          <div className={ACTIONS}>
            <Button palette="teal" loading={draft.checking} onClick={draft.sendNow}>
              {M.checkVerified}
            </Button>
            <Button variant="outline" loading={linkBusy} onClick={() => void resendLink()}>
              {M.resendLink}
            </Button>
          </div>
        ) : null}
        {draft.unverified && stored?.status === 'draft' ? <Alert status="warning">{M.stillUnverified}</Alert> : null}
        {stored && (stored.status === 'rejected' || stored.status === 'draft') && !editing ? (
          <div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              Correct the application
            </Button>
          </div>
        ) : null}
        {showForm ? <ApplicationForm initial={initialValues(stored, params.get('type'), params.get('agency'))} save={save} /> : null}
      </div>
    );
  };

  return (
    <DashboardPage title={M.title} description="Agents, developers and agencies are approved by hand before they list.">
      {body()}
    </DashboardPage>
  );
}
