import { Dialog as Ark } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { CloseIcon } from '../static/close-icon';
import { css, cx } from 'styled-system/css';
import { drawer } from 'styled-system/recipes/drawer';
import { buttonClass } from '../static/button-style';
import type { MenuDrawerProps } from './menu-drawer';

interface MenuDrawerPanelProps extends Omit<MenuDrawerProps, 'label'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// Chakra's drawer recipe from the start edge, at most 18rem wide, as build-time classes.
const DRAWER = drawer({ placement: 'start', size: 'xs' });
const STILL = css({ _motionReduce: { animation: 'none !important' } });
const CONTENT = css({ maxW: '72' });
const DARK = css({ bg: 'gray.900' });
const CLOSE = buttonClass({ size: 'sm', variant: 'ghost', icon: true });
const CLOSE_ON_DARK = css({ color: 'white' });

/** The drawer of {@link MenuDrawer}, loaded on first use: Ark UI's dialog (focus trap; focus returns to the menu button on close). */
export default function MenuDrawerPanel({ open, onOpenChange, header, children, plain = false, dark = false }: MenuDrawerPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Ark.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} lazyMount unmountOnExit>
      <Portal>
        <Ark.Backdrop className={cx(DRAWER.backdrop, STILL)} />
        <Ark.Positioner className={DRAWER.positioner}>
          <Ark.Content className={cx(DRAWER.content, STILL, CONTENT, dark ? DARK : undefined)} aria-label="Menu">
            {header ? <div className={DRAWER.header}>{header}</div> : null}
            {plain ? children(close) : <div className={DRAWER.body}>{children(close)}</div>}
            <Ark.CloseTrigger className={cx(DRAWER.closeTrigger, CLOSE, dark ? CLOSE_ON_DARK : undefined)} aria-label="Close">
              <CloseIcon />
            </Ark.CloseTrigger>
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
