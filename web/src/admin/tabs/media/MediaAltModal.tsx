import { MEDIA_ALT_MAX, type MediaItem } from '@labsite/shared'
import { Button, Group, Image, Stack, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { updateMediaAlt } from '../../api'
import { AdminModal } from '../../components/AdminModal'
import { mediaName } from '../../components/media/MediaThumb'
import { useAdminSave } from '../../hooks/use-admin-save'
import { enterSaves } from '../../lib/enter-saves'

export interface MediaAltModalProps {
  item: MediaItem | null
  onClose: () => void
  onSaved: (item: MediaItem) => void
}

/** The alt texts of one picture, English and Hindi, kept on the picture. */
export function MediaAltModal({ item, onClose, onSaved }: MediaAltModalProps) {
  const save = useAdminSave()
  const [alt, setAlt] = useState('')
  const [altHi, setAltHi] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setAlt(item?.alt ?? '')
    setAltHi(item?.i18n.hi.alt ?? '')
  }, [item])

  async function submit() {
    if (!item) return
    const name = mediaName(item)
    setBusy(true)
    const saved = await save<MediaItem>({
      ...updateMediaAlt(item, alt.trim(), altHi.trim(), `Alt text of picture "${name}"`),
      successMessage: { title: 'Alt text saved', message: `The alt text of "${name}" was saved.` },
      onSaved,
      onQueued: () => onSaved({ ...item, alt: alt.trim(), i18n: { hi: { alt: altHi.trim() } } }),
    })
    setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminModal opened={item !== null} onClose={onClose} title="Edit alt text">
      {item ? (
        <form
          onKeyDownCapture={enterSaves}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Stack>
            <Image src={item.url} alt={item.alt} h={160} w="auto" fit="contain" radius="sm" />
            <TextInput
              label="Alt text (English)"
              description="What the picture shows, for visitors who cannot see it"
              maxLength={MEDIA_ALT_MAX}
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
            <TextInput
              label="Alt text (Hindi)"
              lang="hi"
              maxLength={MEDIA_ALT_MAX}
              value={altHi}
              onChange={(event) => setAltHi(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save alt text
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </AdminModal>
  )
}
