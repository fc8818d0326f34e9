import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { NotFoundView } from '../../components/ui/not-found-view';

/**
 * The details route's error screen. docs/product.md §6.3 Property details: a property that cannot be loaded opens the 404
 * page with "Property not found", whatever the reason; reasons other than a 404 are logged.
 */
export function DetailsError() {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error('details page', error);
  return <NotFoundView reason={MESSAGES.property.notFound} />;
}
