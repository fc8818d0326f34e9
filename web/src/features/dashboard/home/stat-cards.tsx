import { SimpleGrid } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FiHome, FiKey, FiShoppingCart, FiUsers } from 'react-icons/fi';
import type { RoleState } from '../../../lib/auth/use-role';
import { readStat, STAT_KEYS, STAT_LABELS, type StatKey } from './read-stat';
import type { StatsState } from './use-stats';
import { StatCard } from './stat-card';
import { StatsError } from './stats-error';

const ICONS: Record<StatKey, IconType> = { properties: FiHome, offers: FiShoppingCart, myProperties: FiKey, users: FiUsers };

interface StatCardsProps {
  stats: StatsState;
  /** The viewer's role as it loads: what some cards show depends on it (`readStat`). */
  role: RoleState;
}

/**
 * The dashboard home's four counts: 1 column on a phone, 2 on a tablet (and beside the sidebar), 4
 * from 1280 px. Placeholders until both the counts and the role are known; Try again on a failure.
 */
export function StatCards({ stats, role }: StatCardsProps) {
  if (stats.status === 'error') return <StatsError onRetry={stats.retry} />;
  // A role that could not be read shows the cards as to a buyer: the server scoped the counts anyway.
  const ready = stats.status === 'success' && role.status !== 'loading' ? { stats: stats.value, role: role.role ?? 'user' } : null;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: 4, md: 6 }} aria-label="Your numbers" aria-busy={ready ? undefined : 'true'}>
      {STAT_KEYS.map((key) => (
        <StatCard key={key} label={STAT_LABELS[key]} icon={ICONS[key]} reading={ready ? readStat(key, ready.stats, ready.role) : null} testId={`stat-${key}`} />
      ))}
    </SimpleGrid>
  );
}
