import { lazy, Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { FiMenu } from 'react-icons/fi';
import { useLazyOpen } from '../../lib/use-lazy-open';
import { buttonClass } from '../static/button-style';

// The drawer (Ark UI's dialog machinery, focus trap) loads on the first tap, not with every page.
const MenuDrawerPanel = lazy(() => import('./menu-drawer-panel'));

export interface MenuDrawerProps {
  /** Accessible name of the menu button. */
  label: string;
  /** Shown in the drawer's header, when given. */
  header?: ReactNode;
  /** Drawer body; `close` lets links close the drawer after navigating. */
  children: (close: () => void) => ReactNode;
  /** Body content fills the drawer as is (no padded body), e.g. the dashboard sidebar. */
  plain?: boolean;
  /** The dark panel of the dashboard's sidebar (white close button). */
  dark?: boolean;
}

// Chakra's ghost IconButton: a square button, the icon a little larger than the text.
const MENU_BUTTON = buttonClass({ variant: 'ghost', className: css({ px: '0', py: '0', '& svg': { fontSize: '1.2em' } }) });

/** A menu button that opens a drawer from the start edge (small-screen navigation). */
export function MenuDrawer({ label, ...panel }: MenuDrawerProps) {
  const { open, setOpen, mounted, show } = useLazyOpen();
  return (
    <>
      <button type="button" className={MENU_BUTTON} aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <FiMenu />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MenuDrawerPanel open={open} onOpenChange={setOpen} {...panel} />
        </Suspense>
      ) : null}
    </>
  );
}
