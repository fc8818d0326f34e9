import { Badge, HStack, Icon, VisuallyHidden } from '@chakra-ui/react';
import { ActiveLink } from '../../../components/ui/active-link';
import type { SidebarLink } from './role-links';

const ACTIVE = { bg: 'teal.700', color: 'white' };

interface SidebarNavLinkProps {
  link: SidebarLink;
  onNavigate?: () => void;
  /** An unread count to show beside the label ("3", "9+"), or nothing. */
  badge?: string | null;
}

/** A sidebar entry, highlighted while its page is open, with an unread count when it has one. */
export function SidebarNavLink({ link, onNavigate, badge }: SidebarNavLinkProps) {
  return (
    <ActiveLink to={link.to} onNavigate={onNavigate} activeStyle={ACTIVE} px="3" py="2.5" rounded="lg" color="gray.300" _hover={{ bg: 'whiteAlpha.100', color: 'white' }}>
      <HStack gap="3" w="full">
        <Icon as={link.icon} boxSize="4" />
        {link.label}
        {badge ? (
          <Badge colorPalette="red" variant="solid" rounded="full" ms="auto" data-testid="sidebar-unread">
            <span aria-hidden>{badge}</span>
            <VisuallyHidden>, {badge} unread</VisuallyHidden>
          </Badge>
        ) : null}
      </HStack>
    </ActiveLink>
  );
}
