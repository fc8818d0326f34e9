import { Box, Button, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiLogOut, FiUser } from 'react-icons/fi';
import { paths } from '../../../config/paths';
import { useLogOut } from '../../../lib/auth/use-log-out';
import { useRole } from '../../../lib/auth/use-role';
import { Logo } from '../../../components/ui/logo';
import { COMMON_LINKS, MESSAGING_ROLES, ROLE_LINKS, SAVED_SEARCHES_LINK, VIEWING_ROLES, VIEWINGS_LINK } from './role-links';
import { MessagesNavLink } from './messages-nav-link';
import { NotificationsNavLink } from './notifications-nav-link';
import { SidebarNavLink } from './sidebar-nav-link';

const PROFILE_LINK = { label: 'Profile', to: paths.dashboard.profile.href(), icon: FiUser };

/** Sidebar body: logo, the role's links, Profile, Logout. Shared by the desktop column and the drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { status, role } = useRole();
  const logOut = useLogOut();
  const roleLinks = role ? ROLE_LINKS[role] : [];

  return (
    <Stack h="full" gap="6" p="5">
      <Box bg="white" rounded="lg" px="3" py="2" w="fit-content">
        <Logo />
      </Box>
      <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
        {COMMON_LINKS.map((link) => (
          <SidebarNavLink key={link.to} link={link} onNavigate={onNavigate} />
        ))}
        {status === 'loading' ? (
          <Stack gap="2" pt="2" aria-label="Loading your links">
            <Skeleton h="9" rounded="lg" />
            <Skeleton h="9" rounded="lg" />
          </Stack>
        ) : (
          roleLinks.map((link) => <SidebarNavLink key={link.to} link={link} onNavigate={onNavigate} />)
        )}
        {role && VIEWING_ROLES.includes(role) ? <SidebarNavLink link={VIEWINGS_LINK} onNavigate={onNavigate} /> : null}
        {role && MESSAGING_ROLES.includes(role) ? <MessagesNavLink onNavigate={onNavigate} /> : null}
        <NotificationsNavLink onNavigate={onNavigate} />
        <SidebarNavLink link={SAVED_SEARCHES_LINK} onNavigate={onNavigate} />
        <Separator my="3" borderColor="whiteAlpha.200" />
        <SidebarNavLink link={PROFILE_LINK} onNavigate={onNavigate} />
      </Stack>
      {role ? (
        <Text fontSize="xs" color="gray.400" textTransform="uppercase" letterSpacing="wider">
          Signed in as {role}
        </Text>
      ) : null}
      <Button variant="outline" colorPalette="red" color="red.200" borderColor="red.300/50" _hover={{ bg: 'red.900/40' }} onClick={() => void logOut()}>
        <FiLogOut /> Logout
      </Button>
    </Stack>
  );
}
