import { Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { instantToDate } from '../../../lib/firebase/documents';
import { RoleBadge } from './role-badge';
import { UserActions, type UserActionsProps } from './user-actions';

/** One user: photo, name, e-mail, role and joining day, then the actions; stacked on a phone, in a line on wide screens. */
export function UserRow({ user, self, busy, onMakeAgent, onAsk }: UserActionsProps) {
  const name = user.name || MESSAGES.fallback.userName;
  return (
    <Card.Root as="article" variant="outline" aria-label={`${name}, ${user.email}`} data-testid="user-row" data-email={user.email} data-role={user.roll}>
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
        <HStack gap="3" flex="1" minW="0">
          <UserAvatar name={name} photoURL={user.image} size="md" />
          <Stack gap="0.5" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold" lineClamp={1}>
                {name}
              </Text>
              <RoleBadge role={user.roll} />
              {self ? (
                <Badge variant="outline" colorPalette="gray" title={MESSAGES.users.ownAccount}>
                  You
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={1} wordBreak="break-all">
              {user.email}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Joined {formatDay(instantToDate(user.createdAt))}
            </Text>
          </Stack>
        </HStack>
        <UserActions user={user} self={self} busy={busy} onMakeAgent={onMakeAgent} onAsk={onAsk} />
      </Flex>
    </Card.Root>
  );
}
