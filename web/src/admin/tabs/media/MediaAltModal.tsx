import { MEDIA_ALT_MAX, type MediaItem } from '@labsite/shared'
import { Button, Group, Image, Stack, TextInput } from '@mantine/core'
import { updateMediaAlt } from '../../api'
import { AdminModal } from '../../components/AdminModal'
import { mediaName } from '../../components/media/MediaThumb'
import { useAdminForm } from '../../hooks/use-admin-form'
import { enterSaves } from '../../lib/enter-saves'

export interface MediaAltModalProps {
  item: MediaItem | null
  onClose: () => void
  onSaved: (item: MediaItem) => void
}

interface AltValues {
  alt: string
  altHi: string
}

const altsOf = (item: MediaItem): AltValues => ({ alt: item.alt, altHi: item.i18n.hi.alt })
const NO_ALTS: AltValues = { alt: '', altHi: '' }

/** The alt texts of one picture, English and Hindi, kept on the picture; each opening starts from them. */
export function MediaAltModal({ item, onClose, onSaved }: MediaAltModalProps) {
  const dialog = useAdminForm(item !== null, item, altsOf, NO_ALTS)
  const { form } = dialog

  async function submit(values: AltValues) {
    if (!item) return
    const name = mediaName(item)
    const alt = values.alt.trim()
    const altHi = values.altHi.trim()
    // The version shown: the opened picture's, or theirs after 'Reload theirs'.
    const shown = { ...item, version: dialog.version ?? item.version }
    const saved = await dialog.send<MediaItem>({
      ...updateMediaAlt(shown, alt, altHi, `Alt text of picture "${name}"`),
      successMessage: { title: 'Alt text saved', message: `The alt text of "${name}" was saved.` },
      onSaved,
      onQueued: () => onSaved({ ...shown, alt, i18n: { hi: { alt: altHi } } }),
      onConflictReload: (current) => dialog.loadTheirs(altsOf(current), current.version),
    })
    if (saved) onClose()
  }

  return (
    <AdminModal opened={item !== null} onClose={onClose} title="Edit alt text">
      {item ? (
        <form onKeyDownCapture={enterSaves} onSubmit={form.onSubmit(submit)}>
          <Stack>
            <Image src={item.url} alt={item.alt} h={160} w="auto" fit="contain" radius="sm" />
            <TextInput
              label="Alt text (English)"
              description="What the picture shows, for visitors who cannot see it"
              maxLength={MEDIA_ALT_MAX}
              {...form.getInputProps('alt')}
            />
            <TextInput
              label="Alt text (Hindi)"
              lang="hi"
              maxLength={MEDIA_ALT_MAX}
              {...form.getInputProps('altHi')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={dialog.busy}>
                Cancel
              </Button>
              <Button type="submit" loading={dialog.busy}>
                Save alt text
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </AdminModal>
  )
}
