import type { MediaItem } from '@labsite/shared'
import { ActionIcon, Text, Title } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { deleteMedia } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { MediaBrowser } from '../../components/media/MediaBrowser'
import { mediaName } from '../../components/media/MediaThumb'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import type { PagedList } from '../../hooks/use-paged-list'
import { MediaAltModal } from './MediaAltModal'
import { MediaUploader } from './MediaUploader'

type Target = { item: MediaItem; list: PagedList<MediaItem> }

/**
 * Media tab: every picture the site has, newest first; admins add several at once,
 * set alt texts in both languages, and delete a picture nothing uses any more.
 */
export default function MediaTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const [editing, setEditing] = useState<Target | null>(null)
  const [deleting, setDeleting] = useState<Target | null>(null)

  async function remove({ item, list }: Target) {
    const name = mediaName(item)
    await save<unknown>({
      ...deleteMedia(item, `Delete picture "${name}"`),
      successMessage: { title: 'Picture deleted', message: `"${name}" was deleted.` },
      // 409: the server names where the picture is used (a service, a slider, the site settings…).
      failureTitles: { 409: 'Picture in use' },
      onSaved: () => list.removeItem(item.id),
      onQueued: () => list.removeItem(item.id),
      onConflictReload: (current) => list.replaceItem(current as unknown as MediaItem),
    })
  }

  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Media library
      </Title>
      <Text mb="md">
        Pictures uploaded here or in any picture field. Choose them in a picture field with "Choose from
        library"; the alt text kept here is offered with the picture.
      </Text>
      {canEdit ? <MediaUploader /> : <ReadOnlyNote />}
      <MediaBrowser
        renderActions={(item, list) =>
          canEdit ? (
            <>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={`Edit alt text of ${mediaName(item)}`}
                onClick={() => setEditing({ item, list })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={`Delete ${mediaName(item)}`}
                onClick={() => setDeleting({ item, list })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </>
          ) : null
        }
      />
      {canEdit ? (
        <>
          <MediaAltModal
            item={editing?.item ?? null}
            onClose={() => setEditing(null)}
            onSaved={(item) => editing?.list.replaceItem(item)}
          />
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={`picture "${deleting ? mediaName(deleting.item) : ''}"`}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </>
  )
}
