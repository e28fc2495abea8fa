import type { UniqueIdentifier } from '@dnd-kit/core'
import { MESSAGES, nextOrder, normalizeOrder } from '@labsite/shared'
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { showAdminToast } from '../../components/admin-toast'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { SortableItem, SortableList } from '../../components/SortableList'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useReorderWrite } from '../../hooks/use-arranged-writes'
import { useCanEdit } from '../../hooks/use-can-edit'
import { OrderedImageCard } from './OrderedImageCard'
import { OrderedImageEditModal } from './OrderedImageEditModal'
import { OrderedImageFields, type OrderedImageFormValues } from './OrderedImageFields'
import {
  bodyOf,
  type OrderedImage,
  type OrderedImageDraft,
  type OrderedImageResource,
  orderedImageOf,
  sortByOrder,
} from './ordered-image'

const NO_RECORDS: Record<string, unknown>[] = []

/**
 * The Backgrounds and Sliders tabs: add (url, alt, order), thumbnails, drag-to-reorder
 * (keyboard too: focus a handle, space, arrows, space), edit and delete.
 * A missing image or alt text is refused with 'Please fill in all fields'.
 */
export function OrderedImagesManager({ resource }: { resource: OrderedImageResource }) {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const records = useAdminResource<Record<string, unknown>[]>(resource.collection.list, NO_RECORDS)
  const images = useMemo(
    () => sortByOrder(records.data.map((record) => orderedImageOf(resource, record))),
    [records.data, resource],
  )
  const adding = useForm<OrderedImageFormValues>({
    mode: 'controlled',
    initialValues: { url: '', alt: '', order: nextOrder(0), i18n: {} },
  })
  const [addBusy, setAddBusy] = useState(false)
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per image being added
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [round])
  const [editing, setEditing] = useState<OrderedImage | null>(null)
  const [deleting, setDeleting] = useState<OrderedImage | null>(null)
  const noun = resource.noun
  const lower = noun.toLowerCase()

  // The stored records in the shown order, so a queued reorder keeps each record's own field names.
  const arranged = images.flatMap((image) =>
    records.data.filter((record) => record._id === image._id),
  ) as (Record<string, unknown> & { _id: string })[]
  const move = useReorderWrite({
    records: arranged,
    setRecords: records.setData,
    plural: `${lower} images`,
    reorder: resource.collection.reorder,
  })
  const altOf = (id: UniqueIdentifier) => images.find((image) => image._id === id)?.alt ?? String(id)

  const { setFieldValue } = adding
  useEffect(() => setFieldValue('order', nextOrder(images.length)), [images.length, setFieldValue])

  const upsert = (record: Record<string, unknown>) =>
    records.setData((list) =>
      list.some((r) => r._id === record._id)
        ? list.map((r) => (r._id === record._id ? record : r))
        : [...list, record],
    )

  async function add(values: OrderedImageFormValues) {
    const draft: OrderedImageDraft = {
      url: values.url.trim(),
      alt: values.alt.trim(),
      order: normalizeOrder(values.order),
      i18n: values.i18n,
    }
    if (!draft.url || !draft.alt) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    const json = bodyOf(resource, draft)
    setAddBusy(true)
    const saved = await save<Record<string, unknown>>({
      ...resource.collection.create(json, idempotencyKey, `Add ${lower} "${draft.alt}"`),
      successMessage: { title: `${noun} added`, message: `"${draft.alt}" was added.` },
      onSaved: upsert,
      onQueued: () => upsert({ ...json, _id: idempotencyKey, version: 1 }),
    })
    setAddBusy(false)
    if (saved) {
      adding.setValues({ url: '', alt: '', order: nextOrder(images.length + 1), i18n: {} })
      setRound((r) => r + 1)
    }
  }

  function update(image: OrderedImage, changes: Partial<OrderedImageDraft>) {
    const json = bodyOf(resource, changes)
    return save<Record<string, unknown>>({
      ...resource.collection.update(image._id, json, image.version, `Update ${lower} "${image.alt}"`),
      successMessage: { title: `${noun} updated`, message: `"${changes.alt ?? image.alt}" was saved.` },
      onSaved: upsert,
      onQueued: () =>
        records.setData((list) => list.map((r) => (r._id === image._id ? { ...r, ...json } : r))),
      onConflictReload: (current) => {
        upsert(current)
        setEditing(orderedImageOf(resource, current))
      },
    })
  }

  async function remove(image: OrderedImage) {
    const dropLocally = () => records.setData((list) => list.filter((r) => r._id !== image._id))
    await save({
      ...resource.collection.remove(image, `Delete ${lower} "${image.alt}"`),
      successMessage: { title: `${noun} deleted`, message: `"${image.alt}" was deleted.` },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => records.reload(),
    })
  }

  return (
    <section aria-label={`${noun} images`}>
      <Text mb="md">{resource.shownOn}</Text>
      {canEdit ? (
        <Paper
          withBorder
          p="md"
          radius="md"
          mb="lg"
          component="form"
          onSubmit={adding.onSubmit(add)}
          noValidate
        >
          <Stack>
            <Title order={2} size="h4">
              Add {noun}
            </Title>
            <OrderedImageFields resource={resource} form={adding} />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={addBusy}
                disabled={addBusy}
              >
                Add {noun}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <ReadOnlyNote />
      )}
      <LoadState
        status={records.status}
        error={records.error}
        what={`${lower} images`}
        onRetry={records.reload}
      >
        {images.length === 0 ? <Text>No {lower} images yet.</Text> : null}
        <SortableList ids={images.map((image) => image._id)} nameOf={altOf} onMove={move}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {images.map((image) => (
              <SortableItem key={image._id} id={image._id} name={image.alt} disabled={!canEdit}>
                {(handle) => (
                  <OrderedImageCard
                    image={image}
                    noun={noun}
                    historyResource={resource.historyResource}
                    handle={canEdit ? handle : undefined}
                    onEdit={canEdit ? () => setEditing(image) : undefined}
                    onDelete={canEdit ? () => setDeleting(image) : undefined}
                  />
                )}
              </SortableItem>
            ))}
          </SimpleGrid>
        </SortableList>
      </LoadState>
      {canEdit ? (
        <>
          <OrderedImageEditModal
            resource={resource}
            image={editing}
            onClose={() => setEditing(null)}
            onSave={update}
          />
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={`${lower} "${deleting?.alt ?? ''}"`}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </section>
  )
}
