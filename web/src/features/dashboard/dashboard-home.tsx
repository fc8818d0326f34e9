import { useId } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { StatCards } from './home/stat-cards';
import { useStats } from './home/use-stats';
import { WelcomeBanner } from './home/welcome-banner';
import { OwedRefundsSection } from './owed-refunds/components/owed-refunds-section';
import { InsightsSection } from './home/insights/insights-section';
import { ApplicationNotice } from '../../components/applications/application-notice';

const PAGE = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' }, maxW: '7xl', mx: 'auto' });
const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const SECTION_HEADING = heading({ size: 'lg' });

/**
 * Dashboard index (every role): a welcome with the user's name and role, then the four stat cards
 * (Total Property, Total Orders, My Property, Total User) counted by the server for this viewer, then
 * the viewer's insight charts (loaded after the cards); for admins, the refunds still owed last
 * (nothing when none is); for a buyer, their professional application while it is open.
 */
export function DashboardHome() {
  const { user } = useAuth();
  const role = useRole();
  const stats = useStats();
  const headingId = useId();
  return (
    <div className={PAGE}>
      <WelcomeBanner name={user?.displayName} role={role.role} />
      <section className={SECTION} aria-labelledby={headingId}>
        <h2 className={SECTION_HEADING} id={headingId}>
          Overview
        </h2>
        <StatCards stats={stats} role={role} />
      </section>
      <InsightsSection role={role.role} uid={user?.uid} />
      {role.role === 'admin' ? <OwedRefundsSection /> : null}
      {role.role === 'user' ? <ApplicationNotice /> : null}
    </div>
  );
}
