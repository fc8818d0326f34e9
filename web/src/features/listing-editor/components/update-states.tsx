import { FiAlertCircle, FiLock, FiSearch } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink } from '../../../components/static/links';
import { Skeleton } from '../../../components/static/skeleton';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FIELD_ROW = css({ h: '12' });
const FORM_BLOCK = css({ h: '64' });

function BackToMyListings() {
  return (
    <ButtonLink to={paths.dashboard.myAddProperty.href()} palette="teal" variant="outline">
      Go to my added properties
    </ButtonLink>
  );
}

/** The form's place while the listing loads (final size, so nothing shifts). */
export function UpdateSkeleton() {
  return (
    <div className={STACK} role="status" aria-busy="true" aria-label="Loading the property">
      <Skeleton className={FIELD_ROW} />
      <Skeleton className={FIELD_ROW} />
      <Skeleton className={FORM_BLOCK} />
    </div>
  );
}

/** A listing that does not exist or is not this agent's. */
export function UpdateNotFound() {
  return <EmptyState icon={FiSearch} title={MESSAGES.property.notFound} text="It may have been deleted, or it belongs to another agent." action={<BackToMyListings />} />;
}

/** A sold listing: its record is what the buyer paid for. */
export function UpdateSold() {
  return <EmptyState icon={FiLock} title={MESSAGES.property.editSold} action={<BackToMyListings />} />;
}

/** The listing could not be read. */
export function UpdateLoadError({ retry }: { retry: () => void }) {
  return <LoadError icon={FiAlertCircle} title="The property could not be loaded." onRetry={retry} />;
}
