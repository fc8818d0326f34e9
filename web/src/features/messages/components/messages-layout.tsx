import type { ReactNode } from 'react';
import { FiMessageSquare } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { InboxPane } from './inbox-pane';

const CHOOSE = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', h: 'full', minH: '20rem', bg: 'white', borderWidth: '1px', rounded: 'xl', px: '6' });
const CHOOSE_STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center' });
const CHOOSE_ICON = cx(icon(), css({ boxSize: '8', color: 'teal.500' }));
const CHOOSE_TEXT = css({ color: 'fg.muted' });
const COLUMNS = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }, gap: '4', alignItems: 'start' });
// Phone first: on a phone one screen at a time (the list, or the open thread); from lg both.
const PHONE_HIDDEN = { inline: css({ display: { base: 'none', lg: 'inline' } }), block: css({ display: { base: 'none', lg: 'block' } }) } as const;
const SHOWN = { inline: css({ display: 'inline' }), block: css({ display: 'block' }) } as const;
const THREAD_COLUMN = css({ h: 'full' });

/** What the thread column shows on desktop before a conversation is chosen. */
function ChooseConversation() {
  return (
    <div className={CHOOSE}>
      <div className={CHOOSE_STACK}>
        <FiMessageSquare className={CHOOSE_ICON} aria-hidden />
        <p className={CHOOSE_TEXT}>Choose a conversation to read it here.</p>
      </div>
    </div>
  );
}

/**
 * The inbox and a thread. Phone first: on a phone they are separate screens (the list, or the open
 * thread with a way back); from the lg breakpoint the list stays beside the thread. CSS hides the
 * other screen, so a screen reader meets only what is shown.
 */
export function MessagesLayout({ conversationId, children }: { conversationId: string | null; children?: ReactNode }) {
  const open = conversationId !== null;
  return (
    <DashboardPage
      title="Messages"
      // Kept on desktop, where the list stays (nothing moves when a thread opens); a phone's thread screen needs the room.
      description={<span className={open ? PHONE_HIDDEN.inline : SHOWN.inline}>Your conversations about properties, latest first.</span>}
    >
      <div className={COLUMNS}>
        <div className={open ? PHONE_HIDDEN.block : SHOWN.block}>
          <InboxPane selectedId={conversationId} />
        </div>
        <div className={cx(open ? SHOWN.block : PHONE_HIDDEN.block, THREAD_COLUMN)}>{children ?? <ChooseConversation />}</div>
      </div>
    </DashboardPage>
  );
}
