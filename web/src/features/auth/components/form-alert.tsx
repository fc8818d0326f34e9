import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes/alert';
import { StatusIcon } from '../../../components/static/status-icons';

const SLOTS = alert({ status: 'error', variant: 'subtle', size: 'md' });
const ROOT = cx(SLOTS.root, css({ rounded: 'md' }));

/** The identity provider's message, shown inline above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={ROOT} role="alert">
      <span className={SLOTS.indicator}>
        <StatusIcon status="error" />
      </span>
      <span className={SLOTS.description}>{message}</span>
    </div>
  );
}
