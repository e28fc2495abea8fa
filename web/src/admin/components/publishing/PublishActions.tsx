import { type PreviewResource, type PublishingFields, publishStateOf } from '@labsite/shared'
import { Anchor, Button, Group, Text } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import type { AdminMutation, RecordRef } from '../../api/requests'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'
import { usePreviewLink } from './use-preview-link'

export type Publishable = RecordRef & PublishingFields & { id: string }

export interface PublishActionsProps<T extends Publishable> {
  record: T
  /** The record's name in labels and toasts (a post's title). */
  name: string
  /** Capitalised noun for toasts, e.g. 'Blog post'. */
  nounTitle: string
  resource: PreviewResource
  collection: {
    update: (id: string, changes: Partial<PublishingFields>, version: number, label: string) => AdminMutation
  }
  /** Administrators change the state; staff may still preview. */
  canEdit: boolean
  onSaved?: (record: T) => void
}

/**
 * A publishable record's quick actions: "Publish now" (a draft or a scheduled record
 * goes live at once), "Unpublish" (back to draft) and "Preview" (a signed link to its page).
 */
export function PublishActions<T extends Publishable>({
  record,
  name,
  nounTitle,
  resource,
  collection,
  canEdit,
  onSaved,
}: PublishActionsProps<T>) {
  const save = useAdminSave()
  const preview = usePreviewLink(resource, record.id)
  const state = publishStateOf(record, new Date())

  const change = (changes: Partial<PublishingFields>, verb: string, message: string) =>
    save<T>({
      ...collection.update(record._id, changes, record.version, `${verb} "${name}"`),
      successMessage: { title: `${nounTitle} ${message}`, message: `"${name}" was ${message}.` },
      onSaved,
    })

  return (
    <Group gap="xs" mt={6}>
      {canEdit && state !== 'published' ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Publish now: "${name}"`}
          onClick={() => change({ status: 'published', publishAt: null }, 'Publish', 'published')}
        >
          Publish now
        </Button>
      ) : null}
      {canEdit && record.status === 'published' ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Unpublish: "${name}"`}
          onClick={() => change({ status: 'draft' }, 'Unpublish', 'unpublished')}
        >
          Unpublish
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconEye size={14} aria-hidden />}
        loading={preview.busy}
        aria-label={`Preview: "${name}"`}
        onClick={() => void preview.open()}
      >
        Preview
      </Button>
      {preview.link ? (
        <Text size="sm">
          <Anchor href={preview.link.url} target="_blank" rel="noopener">
            Open preview of "{name}"
          </Anchor>{' '}
          (link valid until {formatDateTime(preview.link.expiresAt)})
        </Text>
      ) : null}
    </Group>
  )
}
