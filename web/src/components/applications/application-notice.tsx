import { css } from 'styled-system/css';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { paths } from '../../config/paths';
import { useMyApplication } from '../../lib/applications/use-my-application';
import { ButtonLink } from '../static/links';
import { ApplicationStatus } from './application-status';

const ACTION = css({ mt: '3' });

/**
 * The dashboard's word on the person's application while it is open (a draft, pending or rejected),
 * with the way to it; nothing when they have none or it is approved. Placed last on the page, so its
 * arrival moves nothing above it.
 */
export function ApplicationNotice() {
  const application = useMyApplication();
  if (application.status !== 'success' || !application.data || application.data.status === 'approved') return null;
  return (
    <section aria-label={M.title}>
      <ApplicationStatus application={application.data} />
      <ButtonLink to={paths.dashboard.application.href()} variant="outline" className={ACTION}>
        See your application
      </ButtonLink>
    </section>
  );
}
