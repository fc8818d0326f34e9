import { Link } from 'react-router';
import { FiList, FiMap } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { paths } from '../../../config/paths';
import { buttonClass } from '../../../components/static/button-style';
import { listingsModeSearch, type ListingsMode, type ListingsView } from '../api/listings-url';

const GROUP = css({ display: 'inline-flex' });
const FIRST = css({ roundedRight: 'none' });
const LAST = css({ roundedLeft: 'none', ml: '-1px' });
const LABELS: Record<ListingsMode, string> = { list: 'List', map: 'Map' };
const ICONS = { list: FiList, map: FiMap } as const;

/**
 * List / Map: two links (the mode is in the URL, so each is a shareable address) keeping the search,
 * order, filters and the map's place; the shown one is marked current.
 */
export function ViewSwitch({ view }: { view: ListingsView }) {
  const shown: ListingsMode = view.mode ?? 'list';
  return (
    <nav aria-label="Show the results as" className={GROUP}>
      {(['list', 'map'] as const).map((mode) => {
        const Icon = ICONS[mode];
        const current = mode === shown;
        return (
          <Link
            key={mode}
            to={paths.properties.href() + listingsModeSearch(view, mode)}
            aria-current={current ? 'true' : undefined}
            className={buttonClass({ size: 'sm', palette: 'teal', variant: current ? 'solid' : 'outline', className: cx(mode === 'list' ? FIRST : LAST) })}
          >
            <Icon aria-hidden /> {LABELS[mode]}
          </Link>
        );
      })}
    </nav>
  );
}
