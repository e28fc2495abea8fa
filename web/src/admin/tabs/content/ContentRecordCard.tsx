import type { PreviewResource } from '@labsite/shared'
import { Group, Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CatalogueCardActions } from '../../components/CatalogueListTab'
import {
  PublishActions,
  type PublishActionsProps,
  type Publishable,
} from '../../components/publishing/PublishActions'
import { PublishBadge } from '../../components/publishing/PublishBadge'
import { RecordCardActions } from '../../components/RecordCardActions'
import { capitalized } from '../../hooks/use-arranged-writes'
import { useCanEdit } from '../../hooks/use-can-edit'

export interface ContentRecordCardProps<T extends Publishable> {
  record: T
  /** The singular as said in a sentence, e.g. 'testimonial', 'FAQ'. */
  noun: string
  /** A short name of the record (a testimonial's name, a FAQ's question). */
  name: string
  /** The preview page and the audit entity of the record, e.g. 'blog-post'. */
  resource: PreviewResource
  collection: PublishActionsProps<T>['collection']
  actions: CatalogueCardActions<T>
  /** What the record says, in short. */
  children: ReactNode
}

/**
 * A content record (testimonial, FAQ, blog post) in its list: its summary, its publishing state with
 * Publish now / Unpublish / Preview, and its history, edit and delete buttons.
 */
export function ContentRecordCard<T extends Publishable>(props: ContentRecordCardProps<T>) {
  const { record, noun, name, resource, collection, actions, children } = props
  const canEdit = useCanEdit()
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          {children}
          <PublishBadge record={record} />
          <PublishActions
            record={record}
            name={name}
            nounTitle={capitalized(noun)}
            resource={resource}
            collection={collection}
            canEdit={canEdit}
            onSaved={actions.onChanged}
          />
        </div>
        <RecordCardActions
          name={`${noun} "${name}"`}
          gap={4}
          wrap="nowrap"
          history={{ resource, id: record._id }}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
        />
      </Group>
    </Paper>
  )
}
