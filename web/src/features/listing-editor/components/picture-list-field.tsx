import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { Badge, Box, Center, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiAlertTriangle, FiArrowLeft, FiArrowRight, FiImage, FiMove, FiTrash2 } from 'react-icons/fi';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { PictureList } from '../api/use-picture-list';
import { PICTURE_LIMITS, type PictureItem } from '../utils/picture-list';

/** The cover of a list that has one (the photos): which picture, and choosing another. */
interface CoverChoice {
  key: string | undefined;
  choose: (key: string) => void;
}

interface PictureListFieldProps {
  list: PictureList;
  /** The file input's label ("Add photos"). */
  label: string;
  /** What one picture is called, capitalised ("Photo"), for names by position ("Photo 2"). */
  noun: string;
  /** Under the file input: what may be added. */
  hint: string;
  /** The file types the picker offers. */
  accept: string;
  cover?: CoverChoice;
}

type MoveAction = 'earlier' | 'later';

/**
 * One list of the listing's pictures: a file input taking several files at once, then a tile per
 * picture with its upload progress or failure, in order. The order changes by drag (pointer), by
 * keyboard on the drag handle (Space, the arrow keys, Space), or with the Move earlier / Move later
 * buttons; Remove takes a picture out; the photos' tiles also choose the cover.
 */
export function PictureListField({ list, label, noun, hint, accept, cover }: PictureListFieldProps) {
  const inputId = useId();
  const { items } = list;
  const { max } = PICTURE_LIMITS[list.kind];
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const input = useRef<HTMLInputElement>(null);
  // A moved tile's button keeps the focus (React may re-insert the tile, which blurs it).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    buttons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const nameAt = (index: number) => `${noun} ${index + 1}`;
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.key === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameAt(indexOf(active.id))}.`,
    onDragOver: ({ active, over }) => (over ? `${nameAt(indexOf(active.id))} is over position ${indexOf(over.id) + 1} of ${items.length}.` : `${nameAt(indexOf(active.id))} is not over a position.`),
    onDragEnd: ({ active, over }) => (over ? `${nameAt(indexOf(active.id))} was dropped at position ${indexOf(over.id) + 1} of ${items.length}.` : `${nameAt(indexOf(active.id))} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameAt(indexOf(active.id))} was cancelled.`,
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) list.move(indexOf(active.id), indexOf(over.id));
  };

  const moveBy = (index: number, action: MoveAction) => {
    const to = action === 'earlier' ? index - 1 : index + 1;
    const key = items[index]?.key;
    if (key === undefined || to < 0 || to >= items.length) return;
    // At the list's end that button is disabled: the other one takes the focus.
    const atEnd = action === 'earlier' ? to === 0 : to === items.length - 1;
    focusAfterMove.current = `${key}:${atEnd ? (action === 'earlier' ? 'later' : 'earlier') : action}`;
    list.move(index, to);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void list.add(files);
  };

  const remove = (key: string) => {
    list.remove(key);
    input.current?.focus();
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(list.notice)}>
        <Field.Label htmlFor={inputId}>{label}</Field.Label>
        <Input ref={input} id={inputId} type="file" accept={accept} multiple onChange={picked} p="1.5" disabled={items.length >= max} />
        {list.notice ? <Field.ErrorText>{list.notice}</Field.ErrorText> : <Field.HelperText>{`${hint} ${items.length} of ${max} added.`}</Field.HelperText>}
      </Field.Root>
      {items.length === 0 ? (
        <Center borderWidth="1px" borderStyle="dashed" rounded="lg" py="6" px="4" color="fg.muted" gap="2" textAlign="center">
          <FiImage aria-hidden />
          <Text fontSize="sm">No {noun.toLowerCase()}s yet.</Text>
        </Center>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: `To move a ${noun.toLowerCase()}, press Space or Enter on its handle, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The Move earlier and Move later buttons move it one place.`,
            },
          }}
        >
          <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
            <SimpleGrid as="ol" templateColumns="repeat(auto-fill, minmax(8.5rem, 1fr))" gap="3" listStyleType="none" aria-label={`${noun}s in order`}>
              {items.map((item, index) => (
                <PictureTile
                  key={item.key}
                  item={item}
                  name={nameAt(index)}
                  first={index === 0}
                  last={index === items.length - 1}
                  isCover={cover?.key === item.key}
                  onCover={cover ? () => cover.choose(item.key) : undefined}
                  onMove={(action) => moveBy(index, action)}
                  onRemove={() => remove(item.key)}
                  buttonRef={(action, element) => {
                    const id = `${item.key}:${action}`;
                    if (element) buttons.current.set(id, element);
                    else buttons.current.delete(id);
                  }}
                />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

interface PictureTileProps {
  item: PictureItem;
  /** The picture's name by position ("Photo 2"). */
  name: string;
  first: boolean;
  last: boolean;
  isCover: boolean;
  /** Makes this picture the cover (photos only). */
  onCover: (() => void) | undefined;
  onMove: (action: MoveAction) => void;
  onRemove: () => void;
  buttonRef: (action: MoveAction, element: HTMLButtonElement | null) => void;
}

/** One picture in its list: the picture, its state, and its buttons. */
function PictureTile({ item, name, first, last, isCover, onCover, onMove, onRemove, buttonRef }: PictureTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={style}
      borderWidth="1px"
      borderColor={isCover ? 'teal.500' : 'border'}
      rounded="lg"
      overflow="hidden"
      bg="bg"
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'lg' : undefined}
      data-testid="picture"
      data-url={item.status === 'done' ? item.url : undefined}
    >
      <Box aspectRatio={4 / 3} bg="gray.100" position="relative">
        <PictureThumbnail item={item} name={name} />
        {isCover ? (
          <Badge position="absolute" top="2" left="2" colorPalette="teal" variant="solid">
            Cover
          </Badge>
        ) : null}
      </Box>
      <Stack p="2" gap="2">
        <HStack justify="space-between" gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {name}
          </Text>
          <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${name}`} variant="ghost" size="xs" cursor="grab">
            <FiMove aria-hidden />
          </IconButton>
        </HStack>
        <PictureState item={item} />
        {onCover ? (
          <HStack as="label" gap="2" fontSize="sm" cursor="pointer">
            <input type="radio" name="cover" checked={isCover} onChange={onCover} aria-label={`Cover: ${name}`} style={{ accentColor: 'var(--chakra-colors-teal-600)' }} />
            Cover
          </HStack>
        ) : null}
        <HStack gap="1" justify="space-between">
          <IconButton
            ref={(element) => buttonRef('earlier', element)}
            aria-label={`Move ${name} earlier`}
            title="Move earlier"
            variant="outline"
            size="xs"
            disabled={first}
            onClick={() => onMove('earlier')}
          >
            <FiArrowLeft aria-hidden />
          </IconButton>
          <IconButton ref={(element) => buttonRef('later', element)} aria-label={`Move ${name} later`} title="Move later" variant="outline" size="xs" disabled={last} onClick={() => onMove('later')}>
            <FiArrowRight aria-hidden />
          </IconButton>
          <IconButton aria-label={`Remove ${name}`} title="Remove" variant="outline" colorPalette="red" size="xs" onClick={onRemove}>
            <FiTrash2 aria-hidden />
          </IconButton>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The picture as stored, else the file being sent, else a sign that it failed. */
function PictureThumbnail({ item, name }: { item: PictureItem; name: string }) {
  if (item.status === 'done') return <ResponsiveImage src={item.url} alt={name} sizes="(min-width: 1024px) 200px, 50vw" cover />;
  if (item.preview) return <img src={item.preview} alt={name} style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.6 }} />;
  return (
    <Center h="full" color="fg.muted">
      <FiImage aria-hidden />
    </Center>
  );
}

/** An upload's progress, or why it failed. */
function PictureState({ item }: { item: PictureItem }) {
  if (item.status === 'uploading') {
    return (
      <Stack gap="1">
        <Box role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress} h="1.5" bg="gray.200" rounded="full" overflow="hidden">
          <Box h="full" bg="teal.600" style={{ width: `${item.progress}%` }} />
        </Box>
        <Text fontSize="xs" color="fg.muted">
          Uploading… {item.progress}%
        </Text>
      </Stack>
    );
  }
  if (item.status === 'failed') {
    return (
      <HStack gap="1" align="start" color="fg.error" fontSize="xs">
        <FiAlertTriangle aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>{item.message}</Text>
      </HStack>
    );
  }
  return null;
}
