import { lazy, Suspense, type ReactNode } from 'react';
import { IconButton, type DrawerContentProps } from '@chakra-ui/react';
import { FiMenu } from 'react-icons/fi';
import { useLazyOpen } from '../../lib/use-lazy-open';

// The drawer (dialog machinery, focus trap) loads on the first tap, not with every page.
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
  content?: DrawerContentProps;
  closeButtonColor?: string;
}

/** A menu button that opens a drawer from the start edge (small-screen navigation). */
export function MenuDrawer({ label, ...panel }: MenuDrawerProps) {
  const { open, setOpen, mounted, show } = useLazyOpen();
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        onClick={show}
      >
        <FiMenu />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <MenuDrawerPanel open={open} onOpenChange={setOpen} {...panel} />
        </Suspense>
      ) : null}
    </>
  );
}
