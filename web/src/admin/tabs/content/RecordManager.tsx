import type { PreviewResource, PublishingFields, RecordMeta } from '@labsite/shared'
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import type { RecordCollection } from '../../api/requests'
import { AdminModal } from '../../components/AdminModal'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { HistoryButton } from '../../components/history/HistoryButton'
import { PublishActions } from '../../components/publishing/PublishActions'
import { PublishBadge } from '../../components/publishing/PublishBadge'
import { useAdminSave } from '../../hooks/use-admin-save'
import { keepMyEdits } from '../../lib/keep-my-edits'
import { ContentSection } from './ContentSection'
import { useRecordList } from './use-record-list'

/** What a record form gets: the record being edited (null to add), and where to send the fields. */
export interface RecordFormProps<T, F> {
  initial: T | null
  busy: boolean
  onSubmit: (fields: F) => void
  onCancel: () => void
}

export interface RecordManagerProps<T extends RecordMeta, F extends object> {
  /** Section heading, e.g. 'Testimonials'. */
  title: string
  /** Lower-case noun for labels, e.g. 'testimonial'. */
  noun: string
  /** Capitalised noun for toasts and dialog titles, e.g. 'Testimonial', 'FAQ'. */
  nounTitle: string
  /** The records' endpoints, e.g. testimonials. */
  collection: RecordCollection<T, F>
  /** The audit entity whose history each record opens, e.g. 'faq'. */
  historyResource: string
  canEdit: boolean
  emptyText: string
  newestFirst?: boolean
  /** A short name of a record for labels and toasts (a testimonial's name, a FAQ's question). */
  nameOf: (record: T | F) => string
  renderSummary: (record: T) => ReactNode
  renderForm: (props: RecordFormProps<T, F>) => ReactNode
  /** Drafts and publishing: each row shows its state, Publish now / Unpublish and Preview. */
  publishing?: { resource: PreviewResource }
}

type Editing<T> = { record: T | null; idempotencyKey: string } | null

/**
 * List, add, edit and delete for one kind of content record, with its toasts
 * ('Testimonial added', 'FAQ updated', 'Blog post deleted', …). Administrators only change;
 * staff see the list.
 */
export function RecordManager<T extends RecordMeta, F extends object>(props: RecordManagerProps<T, F>) {
  const {
    title,
    noun,
    nounTitle,
    collection,
    historyResource,
    canEdit,
    emptyText,
    newestFirst,
    nameOf,
    renderSummary,
    renderForm,
    publishing,
  } = props
  const list = useRecordList(collection, newestFirst)
  const save = useAdminSave()
  const [editing, setEditing] = useState<Editing<T>>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  // One idempotency key per opened add form, so a retried create never makes two records.
  const open = (record: T | null) => setEditing({ record, idempotencyKey: crypto.randomUUID() })
  const close = () => setEditing(null)

  async function submit(fields: F) {
    if (!editing) return
    const { record, idempotencyKey } = editing
    const name = nameOf(fields)
    setBusy(true)
    const saved = record
      ? await save<T>({
          ...collection.update(record._id, fields, record.version, `Update ${noun} "${name}"`),
          successMessage: { title: `${nounTitle} updated`, message: `"${name}" was saved.` },
          onSaved: list.replace,
          onQueued: () => list.replace({ ...record, ...fields }),
          openedWith: record as Record<string, unknown>,
          onConflictReload: (current) => {
            list.replace(current as T)
            // The form reopens on their record with the fields typed here that they left alone.
            const kept = keepMyEdits(
              record as Record<string, unknown>,
              fields as Record<string, unknown>,
              current,
            )
            setEditing({ record: kept as T, idempotencyKey })
          },
        })
      : await save<T>({
          ...collection.create(fields, idempotencyKey, `Add ${noun} "${name}"`),
          successMessage: { title: `${nounTitle} added`, message: `"${name}" was added.` },
          onSaved: list.add,
          onQueued: () => list.add(placeholderRecord<T, F>(fields, idempotencyKey)),
        })
    setBusy(false)
    if (saved) close()
  }

  return (
    <ContentSection
      title={title}
      loading={!list.items}
      error={list.error}
      action={
        canEdit ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            Add {noun}
          </Button>
        ) : null
      }
    >
      {list.items && list.items.length === 0 ? <Text>{emptyText}</Text> : null}
      <Stack gap="sm">
        {list.items?.map((record) => (
          <Paper key={record.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0, flex: 1 }}>
                {renderSummary(record)}
                {publishing ? (
                  <>
                    <PublishBadge record={record as unknown as PublishingFields} />
                    <PublishActions
                      record={record as T & PublishingFields}
                      name={nameOf(record)}
                      nounTitle={nounTitle}
                      resource={publishing.resource}
                      collection={collection as never}
                      canEdit={canEdit}
                      onSaved={list.replace}
                    />
                  </>
                ) : null}
              </div>
              <HistoryButton
                target={{ resource: historyResource, id: record._id }}
                name={`${noun} "${nameOf(record)}"`}
              />
              {canEdit ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Edit ${noun} "${nameOf(record)}"`}
                    onClick={() => open(record)}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Delete ${noun} "${nameOf(record)}"`}
                    onClick={() => setDeleting(record)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>

      <AdminModal
        opened={editing !== null}
        onClose={close}
        title={editing?.record ? `Edit ${noun}` : `Add ${noun}`}
      >
        {editing ? (
          // Keyed by the record and its version: reopening, or taking the other person's version
          // after a conflict, starts the form afresh.
          <div key={`${editing.record?.id ?? 'new'}-${editing.record?.version ?? 0}`}>
            {renderForm({ initial: editing.record, busy, onSubmit: submit, onCancel: close })}
          </div>
        ) : null}
      </AdminModal>

      <ConfirmDelete
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        what={deleting ? `${noun} "${nameOf(deleting)}"` : noun}
        onConfirm={async () => {
          if (!deleting) return
          const record = deleting
          const name = nameOf(record)
          await save({
            ...collection.remove(record, `Delete ${noun} "${name}"`),
            successMessage: { title: `${nounTitle} deleted`, message: `"${name}" was deleted.` },
            onSaved: () => list.remove(record.id),
            onQueued: () => list.remove(record.id),
            onConflictReload: (current) => list.replace(current as T),
          })
        }}
      />
    </ContentSection>
  )
}

/** A record kept offline until the desktop's queue sends it; the server gives it its real id later. */
function placeholderRecord<T extends RecordMeta, F extends object>(fields: F, key: string): T {
  const now = new Date().toISOString()
  return { ...fields, _id: key, id: key, version: 1, createdAt: now, updatedAt: now } as unknown as T
}
