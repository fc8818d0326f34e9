import { FiAlertCircle, FiLock, FiSearch } from 'react-icons/fi';
import { Skeleton, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink } from '../../../components/ui/router-link';

function BackToMyListings() {
  return (
    <ButtonLink to={paths.dashboard.myAddProperty.href()} colorPalette="teal" variant="outline">
      Go to my added properties
    </ButtonLink>
  );
}

/** The form's place while the listing loads (final size, so nothing shifts). */
export function UpdateSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the property">
      <Skeleton h="12" />
      <Skeleton h="12" />
      <Skeleton h="64" />
    </Stack>
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
