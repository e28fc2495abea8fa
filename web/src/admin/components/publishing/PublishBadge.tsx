import { type PublishingFields, publishStateOf } from '@labsite/shared'
import { Badge } from '@mantine/core'
import { formatDateTime } from '../../lib/format-date'

/** Draft / Scheduled (with its time) / Published, as a list row shows a record's state. */
export function PublishBadge({ record, now = new Date() }: { record: PublishingFields; now?: Date }) {
  const state = publishStateOf(record, now)
  if (state === 'draft') {
    return (
      <Badge color="gray" variant="light">
        Draft
      </Badge>
    )
  }
  if (state === 'scheduled') {
    return (
      <Badge color="yellow" variant="light" c="yellow.9">
        {`Scheduled · ${formatDateTime(record.publishAt ?? '')}`}
      </Badge>
    )
  }
  return (
    <Badge color="green" variant="light" c="green.9">
      Published
    </Badge>
  )
}
