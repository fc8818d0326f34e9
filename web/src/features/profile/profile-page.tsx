import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { FiEdit2 } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { UserAvatar } from '../../components/ui/user-avatar';
import { EditProfileForm } from './components/edit-profile-form';
import { ProfileFact } from './components/profile-fact';

// The cover photo sits over a gradient, which shows wherever the photo is missing.
const COVER = 'url(/cover.jpg), linear-gradient(120deg, #0f766e, #14b8a6 55%, #99f6e4)';

/** Profile: cover, photo, role in upper case, uid, name, e-mail; and the user's own edit form. */
export function ProfilePage() {
  const { user } = useAuth();
  const { role } = useRole();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const name = user.displayName || MESSAGES.fallback.userName;

  return (
    <Card.Root maxW="3xl" mx="auto" overflow="hidden" rounded="2xl" shadow="sm">
      <Box h={{ base: '32', md: '48' }} bgImage={COVER} bgSize="cover" bgPos="center" />
      <Card.Body pt="0" px={{ base: 5, md: 8 }} pb="8">
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="4">
          {/* Only the photo overlaps the cover; name and role sit below it. */}
          <Box rounded="full" borderWidth="4px" borderColor="white" bg="white" mt="-12" shadow="sm">
            <UserAvatar name={user.displayName} photoURL={user.photoURL} size="2xl" />
          </Box>
          <Stack gap="1" flex="1" textAlign={{ base: 'center', sm: 'left' }} pt={{ base: 0, sm: 4 }}>
            <Heading size="xl">{name}</Heading>
            <Box>
              <Badge colorPalette="teal" size="lg" data-testid="profile-role">
                {(role ?? '…').toUpperCase()}
              </Badge>
            </Box>
          </Stack>
          {editing ? null : (
            <Button variant="outline" colorPalette="teal" mt={{ base: 0, sm: 4 }} onClick={() => setEditing(true)}>
              <FiEdit2 /> Edit profile
            </Button>
          )}
        </Flex>
        <Box mt="8">
          {editing ? (
            <EditProfileForm initialName={user.displayName ?? ''} onDone={() => setEditing(false)} />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              <ProfileFact label="User ID" value={user.uid} testId="profile-uid" />
              <ProfileFact label="Name" value={name} testId="profile-name" />
              <ProfileFact label="E-mail" value={user.email ?? ''} testId="profile-email" />
            </SimpleGrid>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
