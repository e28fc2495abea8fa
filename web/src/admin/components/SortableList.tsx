import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon } from '@mantine/core'
import { IconGripVertical } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export interface SortableListProps {
  /** Every record id of the list in its arranged order (the shown ones may be a page of it). */
  ids: string[]
  nameOf: (id: UniqueIdentifier) => string
  /** Moves the record at `from` to `to` (positions in `ids`). */
  onMove: (from: number, to: number) => void
  children: ReactNode
}

const INSTRUCTIONS =
  'To pick up a card, focus its drag handle and press space. Use the arrow keys to move it, ' +
  'space again to drop it in its new place, or escape to cancel.'

/**
 * Drag-and-drop reorder (dnd-kit) with the keyboard way built in: space picks a card up by its handle,
 * the arrow keys move it, space drops it; each step is announced to screen readers with the card's
 * name and position.
 */
export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A small move before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${position(active.id)}.`,
    // Over its own place (just picked up) says nothing, so the pick-up is what is heard.
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id) return undefined
      return over
        ? `${nameOf(active.id)} is over ${position(over.id)}.`
        : `${nameOf(active.id)} is not over a place.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${position(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  }

  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

export interface SortableItemProps {
  id: string
  name: string
  /** No dragging (a sorted or filtered view, or a reader): the handle is shown disabled. */
  disabled: boolean
  /** Renders the record with the drag handle placed where it fits. */
  children: (handle: ReactNode) => ReactNode
  /** 'li' inside a numbered list (named after the record), else a plain box. */
  as?: 'div' | 'li'
  /** A test id for the item's box (e.g. 'menu-item-row'). */
  testId?: string
  /** The list item's accessible name when it differs from `name` (default `name`). */
  label?: string
}

/** One record of a SortableList: follows the drag, and hands its handle to the record's card. */
export function SortableItem({
  id,
  name,
  disabled,
  children,
  as: Box = 'div',
  testId,
  label = name,
}: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled })
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="default"
      size="lg"
      {...attributes}
      {...listeners}
      role="button"
      aria-label={`Drag ${name} to reorder`}
      title="Drag to reorder"
      disabled={disabled}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  )
  return (
    <Box
      ref={setNodeRef}
      aria-label={Box === 'li' ? label : undefined}
      data-testid={testId}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      {children(handle)}
    </Box>
  )
}
