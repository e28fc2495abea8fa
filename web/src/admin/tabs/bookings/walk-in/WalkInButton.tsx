import type { Booking } from '@labsite/shared'
import { Button } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { WalkInDialog } from './WalkInDialog'

/** "Walk-in (Alt+W)": the front desk's way in, from the mouse or, anywhere on the tab, the keyboard. */
export function WalkInButton({ onRegistered }: { onRegistered: (booking: Booking) => void }) {
  const [opened, setOpened] = useState(false)
  // Alt+W works even while a search field has focus: the desk reaches for it mid-task.
  useHotkeys([['alt+W', () => setOpened(true)]], [])
  return (
    <>
      <Button
        leftSection={<IconUserPlus size={16} aria-hidden />}
        aria-keyshortcuts="Alt+W"
        onClick={() => setOpened(true)}
      >
        Walk-in (Alt+W)
      </Button>
      <WalkInDialog opened={opened} onClose={() => setOpened(false)} onRegistered={onRegistered} />
    </>
  )
}
