import { useId } from 'react';
import { FiTrash2, FiUser } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { instantToDate, type Review } from '../../lib/firebase/documents';
import { buttonClass } from '../static/button-style';
import { TextLink } from '../static/links';
import { StarRating } from '../ui/star-rating';
import { UserAvatar } from '../ui/user-avatar';

interface ReviewCardProps {
  review: Review;
  /** Delete shows only where the viewer may delete this review (their own; any, for an admin). */
  canDelete: boolean;
  /** Who wrote it (the admin's list): the reviewer's photo and name in the footer, instead of the agent. */
  showReviewer?: boolean;
  /** A delete is running: the button waits, so a double click deletes once. */
  busy: boolean;
  onDelete: () => void;
}

const CARD = card({ variant: 'elevated' });
const ROOT = cx(CARD.root, css({ h: 'full' }));
const BODY = cx(CARD.body, css({ gap: '3', p: { base: '4', md: '5' } }));
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const TITLE = cx(heading({ size: 'md' }), css({ lineClamp: 2, overflowWrap: 'anywhere' }));
const TITLE_LINK = css({ fontWeight: 'semibold' });
const META = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const DATE = css({ fontSize: 'sm', color: 'fg.muted' });
const COMMENT = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const FOOTER = cx(CARD.footer, css({ px: { base: '4', md: '5' }, pb: { base: '4', md: '5' }, pt: '0', justifyContent: 'space-between', gap: '3' }));
// As tall as the Delete button, so a card without one keeps the same outline.
const REVIEWER = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', minW: '0', minH: '9' });
const AGENT = css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: 'fg.muted', minW: '0', minH: '9' });
const AGENT_ICON = cx(icon(), css({ flexShrink: 0 }));
const ONE_LINE = css({ lineClamp: 1 });
const MUTED = css({ color: 'fg.muted' });
const DELETE = buttonClass({ size: 'sm', variant: 'outline', palette: 'red', className: css({ flexShrink: 0 }) });

/**
 * One review: the property (a link to its details page), the stars, the date, the comment and the
 * agent or the reviewer, with Delete. Same outline as `ReviewCardSkeleton`, so nothing shifts.
 */
export function ReviewCard({ review, canDelete, showReviewer = false, busy, onDelete }: ReviewCardProps) {
  const reviewer = review.userName || MESSAGES.fallback.reviewer;
  const headingId = useId();
  const title = review.propertyTitle || MESSAGES.fallback.propertyTitle;
  const created = instantToDate(review.createdAt);
  return (
    <article className={ROOT} aria-labelledby={headingId} data-testid="review-card">
      <div className={BODY}>
        <div className={HEAD}>
          <h2 id={headingId} className={TITLE}>
            <TextLink to={paths.details.href(review.propertyId)} className={TITLE_LINK}>
              {title}
            </TextLink>
          </h2>
          <div className={META}>
            <StarRating value={review.rating} />
            <time dateTime={created.toISOString()} className={DATE}>
              {formatDay(created)}
            </time>
          </div>
        </div>
        <p className={COMMENT} data-testid="review-comment">
          {review.comment}
        </p>
      </div>
      <div className={FOOTER}>
        {showReviewer ? (
          <div className={REVIEWER} data-testid="reviewer">
            <UserAvatar name={reviewer} photoURL={review.userImage} size="xs" />
            <p className={ONE_LINE}>
              {reviewer}
              {review.userEmail ? <span className={MUTED}>{` · ${review.userEmail}`}</span> : null}
            </p>
          </div>
        ) : (
          <div className={AGENT}>
            <FiUser className={AGENT_ICON} aria-hidden />
            <p className={ONE_LINE}>Agent: {review.agentName || 'not named'}</p>
          </div>
        )}
        {canDelete ? (
          <button type="button" className={DELETE} disabled={busy} onClick={onDelete} aria-label={showReviewer ? `Delete ${reviewer}'s review of ${title}` : `Delete your review of ${title}`}>
            <FiTrash2 aria-hidden /> Delete
          </button>
        ) : null}
      </div>
    </article>
  );
}
