import { css, cx } from 'styled-system/css';
import { Skeleton } from '../../../components/static/skeleton';
import { THREAD_BOX } from './message-list';

const HEADER = css({ display: 'flex', alignItems: 'center', gap: '3', px: { base: '3', md: '4' }, py: '3', borderBottomWidth: '1px', bg: 'white' });
const THUMB = css({ boxSize: '11', rounded: 'md' });
const LINES = css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' });
const NAME = css({ h: '4', w: '40%' });
const LISTING = css({ h: '3.5', w: '60%' });
const MESSAGES = cx(THREAD_BOX, css({ px: '4' }));
// A few bubbles on alternating sides, of the widths messages often have.
const BUBBLES = [
  css({ h: '10', rounded: '2xl', w: '60%', alignSelf: 'flex-start' }),
  css({ h: '10', rounded: '2xl', w: '45%', alignSelf: 'flex-end' }),
  css({ h: '10', rounded: '2xl', w: '70%', alignSelf: 'flex-start' }),
  css({ h: '10', rounded: '2xl', w: '35%', alignSelf: 'flex-end' }),
];
const COMPOSER = css({ display: 'flex', alignItems: 'center', px: '4', py: '3', borderTopWidth: '1px', bg: 'white', gap: '2' });
const BOX = css({ h: '10', flex: '1', rounded: 'md' });
const SEND = css({ h: '10', w: '24', rounded: 'md' });

/** A thread's placeholders at its final size: header, a few bubbles on alternating sides, the message box. */
export function ThreadSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the conversation" role="status">
      <div className={HEADER}>
        <Skeleton className={THUMB} />
        <div className={LINES}>
          <Skeleton className={NAME} />
          <Skeleton className={LISTING} />
        </div>
      </div>
      <div className={MESSAGES}>
        {BUBBLES.map((bubble, i) => (
          <Skeleton key={i} className={bubble} />
        ))}
      </div>
      <div className={COMPOSER}>
        <Skeleton className={BOX} />
        <Skeleton className={SEND} />
      </div>
    </div>
  );
}
