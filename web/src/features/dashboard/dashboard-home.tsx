import { useId } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { StatCards } from './home/stat-cards';
import { useStats } from './home/use-stats';
import { WelcomeBanner } from './home/welcome-banner';
import { OwedRefundsSection } from './owed-refunds/components/owed-refunds-section';
import { InsightsSection } from './home/insights/insights-section';

/**
 * Dashboard index (every role): a welcome with the user's name and role, then the four stat cards
 * (Total Property, Total Orders, My Property, Total User) counted by the server for this viewer, then
 * the viewer's insight charts (loaded after the cards); for admins, the refunds still owed last
 * (nothing when none is).
 */
export function DashboardHome() {
  const { user } = useAuth();
  const role = useRole();
  const stats = useStats();
  const headingId = useId();
  return (
    <Stack gap={{ base: 6, md: 8 }} maxW="7xl" mx="auto">
      <WelcomeBanner name={user?.displayName} role={role.role} />
      <Stack as="section" gap="4" aria-labelledby={headingId}>
        <Heading as="h2" size="lg" id={headingId}>
          Overview
        </Heading>
        <StatCards stats={stats} role={role} />
      </Stack>
      <InsightsSection role={role.role} uid={user?.uid} />
      {role.role === 'admin' ? <OwedRefundsSection /> : null}
    </Stack>
  );
}
