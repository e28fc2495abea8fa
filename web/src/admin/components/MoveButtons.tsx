import { ActionIcon } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'

export interface MoveButtonsProps {
  /** Names the item in the buttons' accessible names: 'Move <name> up'. */
  name: string
  position: number
  count: number
  onMove: (from: number, to: number) => void
}

/** Move up / move down for an item of a list kept in order: the keyboard way to reorder. */
export function MoveButtons({ name, position, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${name} up`}
        disabled={position === 0}
        onClick={() => onMove(position, position - 1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${name} down`}
        disabled={position === count - 1}
        onClick={() => onMove(position, position + 1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </>
  )
}
