import { LatestReviews } from './components/latest-reviews';
import { NewProperties } from './components/new-properties';

/** The home page below the hero, in the order a visitor reads a property portal. */
export default function HomeSections() {
  return (
    <>
      <NewProperties />
      <LatestReviews />
    </>
  );
}
