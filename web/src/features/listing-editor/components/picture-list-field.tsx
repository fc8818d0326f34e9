import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { field } from 'styled-system/recipes/field';
import { input as inputRecipe } from 'styled-system/recipes/input';
import { FiAlertTriangle, FiArrowLeft, FiArrowRight, FiImage, FiMove, FiTrash2 } from 'react-icons/fi';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { PictureList } from '../api/use-picture-list';
import type { PictureItem } from '../utils/picture-list';
import { INVALID_BORDER } from '../../../components/static/invalid-border';

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

// Chakra's field, input, badge and layout as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const FILE_INPUT = cx(inputRecipe({ size: 'md', variant: 'outline' }), css({ p: '1.5' }), INVALID_BORDER);
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const EMPTY = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '1px',
  borderStyle: 'dashed',
  rounded: 'lg',
  py: '6',
  px: '4',
  color: 'fg.muted',
  gap: '2',
  textAlign: 'center',
});
const SMALL = css({ fontSize: 'sm' });
const TILES = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: '3', listStyleType: 'none' });
// Each tile's border colour as its own class: two classes setting one property would be ordered by the stylesheet, not by cx.
const TILE = css({ borderWidth: '1px', rounded: 'lg', overflow: 'hidden', bg: 'bg', borderColor: 'border' });
const COVER_TILE = css({ borderWidth: '1px', rounded: 'lg', overflow: 'hidden', bg: 'bg', borderColor: 'teal.500' });
const TILE_DRAGGED = css({ zIndex: '1', shadow: 'lg' });
const PICTURE = css({ aspectRatio: '4 / 3', bg: 'gray.100', position: 'relative' });
const COVER_BADGE = cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'teal', position: 'absolute', top: '2', left: '2' }));
const TILE_BODY = css({ display: 'flex', flexDirection: 'column', p: '2', gap: '2' });
const ROW = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1' });
const NAME = css({ fontSize: 'sm', fontWeight: 'medium' });
const GRAB = css({ cursor: 'grab' });
const COVER_CHOICE = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' });
const COVER_RADIO = css({ accentColor: 'teal.600' });
const PREVIEW = css({ w: '100%', h: '100%', objectFit: 'cover', opacity: 0.6 });
const NO_PICTURE = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', h: 'full', color: 'fg.muted' });
const PROGRESS_STACK = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const PROGRESS_TRACK = css({ h: '1.5', bg: 'gray.200', rounded: 'full', overflow: 'hidden' });
const PROGRESS_BAR = css({ h: 'full', bg: 'teal.600' });
const PROGRESS_TEXT = css({ fontSize: 'xs', color: 'fg.muted' });
const FAILED = css({ display: 'flex', gap: '1', alignItems: 'start', color: 'fg.error', fontSize: 'xs' });
const FAILED_ICON = css({ flexShrink: 0, mt: '2px' });

/**
 * One list of the listing's pictures: a file input taking several files at once, then a tile per
 * picture with its upload progress or failure, in order. The order changes by drag (pointer), by
 * keyboard on the drag handle (Space, the arrow keys, Space), or with the Move earlier / Move later
 * buttons; Remove takes a picture out; the photos' tiles also choose the cover.
 */
export function PictureListField({ list, label, noun, hint, accept, cover }: PictureListFieldProps) {
  const inputId = useId();
  const { items, max } = list;
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

  const invalid = Boolean(list.notice);

  const remove = (key: string) => {
    list.remove(key);
    input.current?.focus();
  };

  return (
    <div className={STACK}>
      <div className={FIELD.root} role="group" data-invalid={invalid ? '' : undefined}>
        <label htmlFor={inputId} className={FIELD.label} data-invalid={invalid ? '' : undefined}>
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          multiple
          onChange={picked}
          disabled={items.length >= max}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : `${inputId}-helper`}
          data-invalid={invalid ? '' : undefined}
          className={FILE_INPUT}
        />
        {list.notice ? (
          <div id={`${inputId}-error`} className={FIELD.errorText} aria-live="polite">
            {list.notice}
          </div>
        ) : (
          <div id={`${inputId}-helper`} className={FIELD.helperText}>{`${hint} ${items.length} of ${max} added.`}</div>
        )}
      </div>
      {items.length === 0 ? (
        <div className={EMPTY}>
          <FiImage aria-hidden />
          <p className={SMALL}>No {noun.toLowerCase()}s yet.</p>
        </div>
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
            <ol className={TILES} aria-label={`${noun}s in order`}>
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
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
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
    <li
      ref={setNodeRef}
      style={style}
      className={cx(isCover ? COVER_TILE : TILE, isDragging ? TILE_DRAGGED : undefined)}
      data-testid="picture"
      data-url={item.status === 'done' ? item.url : undefined}
    >
      <div className={PICTURE}>
        <PictureThumbnail item={item} name={name} />
        {isCover ? <span className={COVER_BADGE}>Cover</span> : null}
      </div>
      <div className={TILE_BODY}>
        <div className={ROW}>
          <p className={NAME}>{name}</p>
          <Button ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${name}`} variant="ghost" size="xs" icon className={GRAB}>
            <FiMove aria-hidden />
          </Button>
        </div>
        <PictureState item={item} />
        {onCover ? (
          <label className={COVER_CHOICE}>
            <input type="radio" name="cover" checked={isCover} onChange={onCover} aria-label={`Cover: ${name}`} className={COVER_RADIO} />
            Cover
          </label>
        ) : null}
        <div className={ROW}>
          <Button
            ref={(element) => buttonRef('earlier', element)}
            aria-label={`Move ${name} earlier`}
            title="Move earlier"
            variant="outline"
            size="xs"
            icon
            disabled={first}
            onClick={() => onMove('earlier')}
          >
            <FiArrowLeft aria-hidden />
          </Button>
          <Button ref={(element) => buttonRef('later', element)} aria-label={`Move ${name} later`} title="Move later" variant="outline" size="xs" icon disabled={last} onClick={() => onMove('later')}>
            <FiArrowRight aria-hidden />
          </Button>
          <Button aria-label={`Remove ${name}`} title="Remove" variant="outline" palette="red" size="xs" icon onClick={onRemove}>
            <FiTrash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The picture as stored, else the file being sent, else a sign that it failed. */
function PictureThumbnail({ item, name }: { item: PictureItem; name: string }) {
  if (item.status === 'done') return <ResponsiveImage src={item.url} alt={name} sizes="(min-width: 1024px) 200px, 50vw" cover />;
  if (item.preview) return <img src={item.preview} alt={name} className={PREVIEW} />;
  return (
    <div className={NO_PICTURE}>
      <FiImage aria-hidden />
    </div>
  );
}

/** An upload's progress, or why it failed. */
function PictureState({ item }: { item: PictureItem }) {
  if (item.status === 'uploading') {
    return (
      <div className={PROGRESS_STACK}>
        <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress} className={PROGRESS_TRACK}>
          <div className={PROGRESS_BAR} style={{ width: `${item.progress}%` }} />
        </div>
        <p className={PROGRESS_TEXT}>Uploading… {item.progress}%</p>
      </div>
    );
  }
  if (item.status === 'failed') {
    return (
      <div className={FAILED}>
        <FiAlertTriangle aria-hidden className={FAILED_ICON} />
        <p>{item.message}</p>
      </div>
    );
  }
  return null;
}
