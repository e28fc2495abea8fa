import type { MediaItem } from '@labsite/shared'
import { Button } from '@mantine/core'
import { AdminModal } from '../AdminModal'
import { MediaBrowser } from './MediaBrowser'
import { mediaName } from './MediaThumb'

export interface MediaPickerModalProps {
  opened: boolean
  /** Names the field in the title, e.g. 'Picture'. */
  label: string
  onClose: () => void
  onPick: (item: MediaItem) => void
}

/** "Choose from library": the searchable grid of the media library; choosing one closes the dialog. */
export function MediaPickerModal({ opened, label, onClose, onPick }: MediaPickerModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={`Choose a picture for ${label}`}>
      {opened ? (
        <MediaBrowser
          compact
          renderActions={(item) => (
            <Button
              size="xs"
              aria-label={`Choose ${mediaName(item)}`}
              onClick={() => {
                onPick(item)
                onClose()
              }}
            >
              Choose
            </Button>
          )}
        />
      ) : null}
    </AdminModal>
  )
}
