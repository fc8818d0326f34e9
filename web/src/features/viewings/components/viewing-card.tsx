import { useState } from 'react';
import { Badge, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FiCalendar, FiCheck, FiClock, FiDownload, FiX } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { VIEWING_STATUS_LABELS } from '@homehaven/domain/viewing-messages';
import { actionsFor } from '@homehaven/domain/viewings';
import type { ViewingSide } from '@homehaven/domain/queries/viewings';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { downloadIcs } from '../api/download-ics';
import { useChangeViewing } from '../api/use-change-viewing';
import { timesOf, type AppViewing } from '../../../lib/viewings/viewing';
import { DeclineDialog } from './decline-dialog';
import { ProposeDialog } from './propose-dialog';
import { SlotTime } from '../../../components/viewings/slot-time';
import { statusPalette } from '../../../components/viewings/status-palette';

type Dialog = 'decline' | 'propose' | 'cancel' | null;

/** One visit: the listing, the time in the reader's zone, the other side, its status, and what the reader may do. */
export function ViewingCard({ viewing, side, past }: { viewing: AppViewing; side: ViewingSide; past: boolean }) {
  const { busy, change } = useChangeViewing(viewing.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = past ? [] : actionsFor(side, viewing.status);
  const other = side === 'agent' ? `Buyer: ${viewing.buyerName || viewing.buyerEmail}` : `Agent: ${viewing.agentName}`;
  const ignore = () => undefined;
  return (
    <Stack as="li" listStyleType="none" gap="3" bg="white" borderWidth="1px" rounded="xl" p="4" data-testid="viewing" data-status={viewing.status}>
      <HStack gap="4" align="start">
        <Image src={viewing.propertyImage} alt="" w={{ base: '16', md: '24' }} h={{ base: '14', md: '20' }} objectFit="cover" rounded="lg" flexShrink="0" loading="lazy" />
        <Stack gap="1" minW="0" flex="1">
          <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
            <Link asChild fontWeight="semibold" color="teal.700">
              <RouterLink to={paths.details.href(viewing.propertyId)}>{viewing.propertyTitle}</RouterLink>
            </Link>
            <Badge colorPalette={statusPalette(viewing.status)} variant="solid">
              {VIEWING_STATUS_LABELS[viewing.status]}
            </Badge>
          </HStack>
          <Text fontSize="sm">
            <FiClock aria-hidden style={{ display: 'inline', marginRight: 4 }} />
            <SlotTime {...timesOf(viewing)} />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {other} · {viewing.location}
          </Text>
          {viewing.note ? (
            <Text fontSize="sm">
              <Text as="span" fontWeight="medium">
                Note:
              </Text>{' '}
              {viewing.note}
            </Text>
          ) : null}
          {viewing.reason ? (
            <Text fontSize="sm" color="red.700">
              <Text as="span" fontWeight="medium">
                Reason:
              </Text>{' '}
              {viewing.reason}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      {actions.length > 0 || viewing.status === 'confirmed' ? (
        <HStack gap="2" flexWrap="wrap" justify="end">
          {viewing.status === 'confirmed' ? (
            <Button size="sm" variant="outline" colorPalette="teal" onClick={() => downloadIcs(viewing)}>
              <FiDownload aria-hidden /> Add to calendar (.ics)
            </Button>
          ) : null}
          {actions.includes('confirm') ? (
            <Button size="sm" colorPalette="teal" loading={busy === 'confirm'} onClick={() => void change('confirm').catch(ignore)}>
              <FiCheck aria-hidden /> Confirm
            </Button>
          ) : null}
          {actions.includes('accept') ? (
            <Button size="sm" colorPalette="teal" loading={busy === 'accept'} onClick={() => void change('accept').catch(ignore)}>
              <FiCheck aria-hidden /> Accept new time
            </Button>
          ) : null}
          {actions.includes('propose') ? (
            <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setDialog('propose')}>
              <FiCalendar aria-hidden /> Propose another time
            </Button>
          ) : null}
          {actions.includes('decline') ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('decline')}>
              <FiX aria-hidden /> Decline
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
              <FiX aria-hidden /> Cancel visit
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {dialog === 'decline' ? <DeclineDialog buyerName={viewing.buyerName} onDecline={(reason) => change('decline', { reason })} onClose={() => setDialog(null)} /> : null}
      {dialog === 'propose' ? <ProposeDialog viewing={viewing} onPropose={(slotId) => change('propose', { slotId })} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this visit?"
        text="The agent is told, and the time is offered to others again."
        confirmLabel="Cancel visit"
        cancelLabel="Keep it"
        tone="red"
        busy={busy === 'cancel'}
        onConfirm={() => void change('cancel').then(() => setDialog(null), ignore)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
