import { useState, type ReactNode } from 'react';
import { CloseButton, Drawer, IconButton, Portal, type DrawerContentProps } from '@chakra-ui/react';
import { FiMenu } from 'react-icons/fi';

interface MenuDrawerProps {
  /** Accessible name of the menu button. */
  label: string;
  /** Drawer body; `close` lets links close the drawer after navigating. */
  children: (close: () => void) => ReactNode;
  content?: DrawerContentProps;
  closeButtonColor?: string;
}

/** A menu button that opens a drawer from the start edge (small-screen navigation). */
export function MenuDrawer({ label, children, content, closeButtonColor }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label={label} variant="ghost">
          <FiMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72" {...content}>
            {children(() => setOpen(false))}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color={closeButtonColor} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
