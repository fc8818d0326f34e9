import { NotFoundView } from '../../components/ui/not-found-view';

/** Any unknown route (spec section 2). */
export function NotFoundPage() {
  return <NotFoundView />;
}
