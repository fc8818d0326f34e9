import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

const SLOTS = alert({ status: 'error', variant: 'subtle', size: 'md' });
const ROOT = cx(SLOTS.root, css({ rounded: 'md' }));

/** The identity provider's message, shown inline above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={ROOT} role="alert">
      <span className={SLOTS.indicator} aria-hidden>
        {/* Chakra's warning icon, as its error alert shows it. */}
        <svg viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <span className={SLOTS.description}>{message}</span>
    </div>
  );
}
