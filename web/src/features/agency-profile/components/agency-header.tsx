import { useState } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { AGENCY_PROFILE_MESSAGES as M, agencyInitials, type PublicAgency } from '@homehaven/domain/agency-profile';
import { imageVariantUrl } from '@homehaven/domain/images';
import { Skeleton, SkeletonText } from '../../../components/static/skeleton';

const HEADER = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { base: 'flex-start', md: 'center' }, gap: '6', mb: '10' });
const MARK = css({
  w: '20',
  h: '20',
  flexShrink: 0,
  rounded: 'xl',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'teal.100',
  color: 'teal.800',
  fontSize: '2xl',
  fontWeight: 'bold',
});
const LOGO = css({ w: 'full', h: 'full', objectFit: 'cover' });
const TEXT = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', flex: '1' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const COUNT = css({ fontSize: 'sm', color: 'fg.muted' });
const BIO = css({ color: 'fg.muted', maxW: '3xl', whiteSpace: 'pre-line' });
const TITLE_SKELETON = css({ h: '9', w: '60%' });
const COUNT_SKELETON = css({ h: '5', w: '24' });

/** The agency's mark: its logo, or its initials when it has none (or it fails to load). */
function AgencyMark({ agency }: { agency: PublicAgency }) {
  const [failed, setFailed] = useState(false);
  const src = agency.logo ? (imageVariantUrl(agency.logo, 160) ?? agency.logo) : '';
  return (
    <div className={MARK} aria-hidden>
      {src && !failed ? <img src={src} alt="" width={80} height={80} className={LOGO} onError={() => setFailed(true)} /> : agencyInitials(agency.name)}
    </div>
  );
}

/** The top of an agency's page: its mark, name, agent count and bio; their skeletons, same size, while loading (`agency` null). */
export function AgencyHeader({ agency }: { agency: PublicAgency | null }) {
  if (agency === null) {
    return (
      <div className={HEADER} aria-hidden>
        <Skeleton className={MARK} />
        <div className={TEXT}>
          <Skeleton className={TITLE_SKELETON} />
          <Skeleton className={COUNT_SKELETON} />
          <SkeletonText lines={2} />
        </div>
      </div>
    );
  }
  return (
    <header className={HEADER}>
      <AgencyMark agency={agency} />
      <div className={TEXT}>
        <h1 className={TITLE}>{agency.name}</h1>
        <p className={COUNT}>{M.agentCount(agency.agentCount)}</p>
        {agency.bio ? <p className={BIO}>{agency.bio}</p> : null}
      </div>
    </header>
  );
}
