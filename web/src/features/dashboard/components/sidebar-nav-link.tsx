import { HStack, Icon } from '@chakra-ui/react';
import { ActiveLink } from '../../../components/ui/active-link';
import type { SidebarLink } from './role-links';

const ACTIVE = { bg: 'teal.700', color: 'white' };

/** A sidebar entry, highlighted while its page is open. */
export function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate?: () => void }) {
  return (
    <ActiveLink to={link.to} onNavigate={onNavigate} activeStyle={ACTIVE} px="3" py="2.5" rounded="lg" color="gray.300" _hover={{ bg: 'whiteAlpha.100', color: 'white' }}>
      <HStack gap="3">
        <Icon as={link.icon} boxSize="4" />
        {link.label}
      </HStack>
    </ActiveLink>
  );
}
