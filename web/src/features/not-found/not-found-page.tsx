import { NotFoundView } from '../../components/ui/not-found-view';

/** Any unknown route (docs/product.md §5.5 Not found). */
export function NotFoundPage() {
  return <NotFoundView />;
}
