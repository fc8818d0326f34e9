import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { ChakraScope } from '../chakra/chakra-scope';
import type { MenuDrawerProps } from './menu-drawer';

interface MenuDrawerPanelProps extends Omit<MenuDrawerProps, 'label'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The drawer of {@link MenuDrawer}, loaded on first use with Chakra's runtime. Focus returns to the menu button on close. */
export default function MenuDrawerPanel({ open, onOpenChange, header, children, plain = false, content, closeButtonColor }: MenuDrawerPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <ChakraScope>
      <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72" {...content}>
              {header ? <Drawer.Header>{header}</Drawer.Header> : null}
              {plain ? children(close) : <Drawer.Body>{children(close)}</Drawer.Body>}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" color={closeButtonColor} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
