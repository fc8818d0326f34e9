import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes/alert';
import { StatusIcon, type AlertStatus } from '../static/status-icons';

// Chakra's alert recipe (subtle, md) per status, written out for the build to find them.
const LOOKS = {
  info: alert({ status: 'info' }),
  warning: alert({ status: 'warning' }),
  success: alert({ status: 'success' }),
  error: alert({ status: 'error' }),
} as const;
const WITH_ACTION = css({ alignItems: 'center', flexWrap: 'wrap', gap: '3' });
const CONTENT_BESIDE_ACTION = css({ flex: '1', minW: '48' });

interface AlertProps {
  status: AlertStatus;
  title?: ReactNode;
  children?: ReactNode;
  /** A button at the end (wraps under the text on a narrow screen). */
  action?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

/** A message in a coloured box with its status icon, as Chakra's `<Alert>` (build-time CSS). */
export function Alert({ status, title, children, action, className, role, 'data-testid': testId }: AlertProps) {
  const slots = LOOKS[status];
  return (
    <div className={cx(slots.root, action ? WITH_ACTION : undefined, className)} role={role} data-testid={testId}>
      <span className={slots.indicator}>
        <StatusIcon status={status} />
      </span>
      <div className={cx(slots.content, action ? CONTENT_BESIDE_ACTION : undefined)}>
        {title ? <div className={slots.title}>{title}</div> : null}
        {children ? <div className={slots.description}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
