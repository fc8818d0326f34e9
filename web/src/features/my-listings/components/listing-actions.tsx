import { css } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { FiCheckCircle, FiEdit2, FiPause, FiPlay, FiTrash2 } from 'react-icons/fi';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/static/links';
import { Button } from '../../../components/ui/button';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';

const ROW = css({ display: 'flex', alignItems: 'center', w: 'full', gap: '2' });
const GROW = css({ flex: '1' });
const SOLD = css({ display: 'flex', alignItems: 'center', flex: '1', justifyContent: 'center', gap: '1.5', h: '9', rounded: 'md', bg: 'gray.100', fontSize: 'sm', color: 'fg.muted' });
const ICON = icon();
const SR_ONLY = css({ srOnly: true });

interface ListingActionsProps {
  id: string;
  title: string;
  /** A sold listing cannot be deleted (the server refuses it): a Sold label takes Delete's place. */
  sold: boolean;
  /** Paused (hidden, its slot free): Resume takes Pause's place. */
  paused: boolean;
  /** A delete is running: every Delete waits. */
  busy: boolean;
  /** A pause or resume of this listing is running. */
  pausing: boolean;
  onDelete: () => void;
  onPause: () => void;
  onResume: () => void;
}

/**
 * Update, Pause or Resume, and Delete, on a row of their own under the card's details link or status
 * label, so every card keeps the same outline whatever its status. A sold listing has neither Pause
 * nor Delete.
 */
export function ListingActions({ id, title, sold, paused, busy, pausing, onDelete, onPause, onResume }: ListingActionsProps) {
  return (
    <div className={ROW}>
      <ButtonLink to={paths.dashboard.updateProperty.href(id)} size="sm" variant="outline" palette="teal" className={GROW} aria-label={`Update ${title}`}>
        <FiEdit2 aria-hidden /> Update
      </ButtonLink>
      {sold ? (
        <div className={SOLD} title="A sold property cannot be deleted" data-testid="sold-note">
          <FiCheckCircle aria-hidden className={ICON} />
          <p>
            {LISTING_STATE_LABELS.sold}
            <span className={SR_ONLY}>, so it cannot be deleted</span>
          </p>
        </div>
      ) : (
        <>
          {paused ? (
            <Button size="sm" variant="outline" palette="teal" className={GROW} disabled={pausing} onClick={onResume} aria-label={`Resume ${title}`}>
              <FiPlay aria-hidden /> Resume
            </Button>
          ) : (
            <Button size="sm" variant="outline" palette="gray" className={GROW} disabled={pausing} onClick={onPause} aria-label={`Pause ${title}`}>
              <FiPause aria-hidden /> Pause
            </Button>
          )}
          <Button size="sm" variant="outline" palette="red" className={GROW} disabled={busy} onClick={onDelete} aria-label={`Delete ${title}`}>
            <FiTrash2 aria-hidden /> Delete
          </Button>
        </>
      )}
    </div>
  );
}
