import type { IconType } from 'react-icons';
import { FiHome, FiKey, FiShoppingCart, FiUsers } from 'react-icons/fi';
import { css } from 'styled-system/css';
import type { RoleState } from '../../../lib/auth/use-role';
import { readStat, STAT_KEYS, STAT_LABELS, type StatKey } from './read-stat';
import type { StatsState } from './use-stats';
import { StatCard } from './stat-card';
import { StatsError } from './stats-error';

const ICONS: Record<StatKey, IconType> = { properties: FiHome, offers: FiShoppingCart, myProperties: FiKey, users: FiUsers };

const GRID = css({
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
});

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
    <ul className={GRID} aria-label="Your numbers" aria-busy={ready ? undefined : 'true'}>
      {STAT_KEYS.map((key) => (
        <StatCard key={key} label={STAT_LABELS[key]} icon={ICONS[key]} reading={ready ? readStat(key, ready.stats, ready.role) : null} testId={`stat-${key}`} />
      ))}
    </ul>
  );
}
