import { FiArrowLeft } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { paths } from '../../../config/paths';
import { ButtonLink, TextLink } from '../../../components/static/links';

interface ThreadHeaderProps {
  propertyId: string;
  propertyTitle: string;
  propertyImage: string;
  /** The person the viewer writes to. */
  otherName: string;
  /** The listing's title links to its details page: only while it is public. */
  linked: boolean;
}

const HEADER = css({ display: 'flex', alignItems: 'center', gap: '3', px: { base: '3', md: '4' }, py: '3', borderBottomWidth: '1px', bg: 'white' });
// The way back is for a phone: on desktop the list is beside the thread.
const BACK = css({ hideFrom: 'lg', px: '2' });
const THUMB = css({ boxSize: '11', objectFit: 'cover', rounded: 'md', flexShrink: 0 });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '0', minW: '0' });
const NAME = css({ fontWeight: 'semibold', truncate: true });
const LISTING_LINK = css({ fontSize: 'sm', truncate: true, display: 'block' });
const LISTING = css({ fontSize: 'sm', color: 'fg.muted', truncate: true });

/** Above a thread: back to the list (phone only: on desktop the list is beside it), the listing and the other person. */
export function ThreadHeader({ propertyId, propertyTitle, propertyImage, otherName, linked }: ThreadHeaderProps) {
  return (
    <div className={HEADER}>
      <ButtonLink to={paths.dashboard.messages.href()} variant="ghost" size="sm" className={BACK} aria-label="All messages">
        <FiArrowLeft aria-hidden />
      </ButtonLink>
      <img src={propertyImage} alt="" className={THUMB} />
      <div className={TEXTS}>
        <h2 className={NAME}>{otherName}</h2>
        {linked ? (
          <TextLink to={paths.details.href(propertyId)} className={LISTING_LINK}>
            {propertyTitle}
          </TextLink>
        ) : (
          <p className={LISTING} data-testid="listing-unlinked">
            {propertyTitle}
          </p>
        )}
      </div>
    </div>
  );
}
