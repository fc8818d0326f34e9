import { useId } from 'react';
import type { IconType } from 'react-icons';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { icon } from 'styled-system/recipes/icon';
import { skeleton } from 'styled-system/recipes/skeleton';
import { formatNumber } from '@homehaven/domain/format';
import type { StatReading } from './read-stat';

// Chakra's elevated card and its parts, as build-time classes (docs/decisions.md "Build-time styles everywhere").
const SLOTS = card({ variant: 'elevated' });
const ROOT = cx(SLOTS.root, css({ h: 'full' }));
const BODY = cx(SLOTS.body, css({ p: '5', gap: '1' }));
const TOP = css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '3' });
const LABEL = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });
const ICON_BOX = css({ display: 'inline-flex', p: '2', rounded: 'lg', bg: 'teal.50', color: 'teal.700', flexShrink: 0 });
const ICON = cx(icon(), css({ boxSize: '5' }));
const NUMBER = css({ fontSize: '3xl', fontWeight: 'bold' });
const NUMBER_NONE = cx(NUMBER, css({ color: 'fg.muted' }));
const NUMBER_SHOWN = cx(NUMBER, css({ color: 'gray.900' }));
const HIDDEN = css({ srOnly: true });
// Four to a row, a hint may take two lines: each card keeps room for two, loaded or not.
const HINT_ROOM = css({ minH: { xl: '10' } });
const HINT = css({ fontSize: 'sm', lineHeight: '1.25rem' });
const HINT_SHOWN = cx(HINT, css({ color: 'fg.muted' }));
// Placeholders the size of the text they stand for (the text inside, hidden, gives the height).
const NUMBER_PLACEHOLDER = cx(skeleton(), css({ w: '16' }));
const HINT_PLACEHOLDER = cx(skeleton(), css({ w: '75%' }));

interface StatCardProps {
  /** The required title ("Total Property"). */
  label: string;
  icon: IconType;
  /** The number and what it counts; null while loading (the same outline, as placeholders). */
  reading: StatReading | null;
  testId: string;
}

/**
 * One count on the dashboard home: its title, the number (or a dash with the reason when this viewer
 * has none) and a line saying what it counts. While loading, the number and the line are placeholders
 * of their final size, so nothing moves when the counts arrive.
 */
export function StatCard({ label, icon: Icon, reading, testId }: StatCardProps) {
  const labelId = useId();
  return (
    <li className={ROOT} aria-labelledby={labelId} data-testid={testId}>
      <div className={BODY}>
        <div className={TOP}>
          <p id={labelId} className={LABEL}>
            {label}
          </p>
          <span className={ICON_BOX}>
            <Icon className={ICON} aria-hidden />
          </span>
        </div>
        {reading === null ? (
          <div aria-hidden className={NUMBER_PLACEHOLDER}>
            <p className={NUMBER}>0</p>
          </div>
        ) : reading.value === null ? (
          <p className={NUMBER_NONE}>
            <span aria-hidden data-testid="stat-value">
              —
            </span>
            <span className={HIDDEN}>Not shown</span>
          </p>
        ) : (
          <p className={NUMBER_SHOWN} data-testid="stat-value">
            {formatNumber(reading.value)}
          </p>
        )}
        <div className={HINT_ROOM}>
          {reading === null ? (
            <div aria-hidden className={HINT_PLACEHOLDER}>
              <p className={HINT}>&nbsp;</p>
            </div>
          ) : (
            <p className={HINT_SHOWN} data-testid="stat-hint">
              {reading.hint}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
