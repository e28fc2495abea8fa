import { type PublishingFields, publishStateOf } from '@labsite/shared'
import { Badge } from '@mantine/core'
import { formatDateTime } from '../../lib/format-date'

/** Draft / Scheduled (with its time) / Published, as a list row shows a record's state (dark shades: axe contrast). */
export function PublishBadge({ record, now = new Date() }: { record: PublishingFields; now?: Date }) {
  const state = publishStateOf(record, now)
  if (state === 'draft') {
    return (
      <Badge color="gray.8" variant="light">
        Draft
      </Badge>
    )
  }
  if (state === 'scheduled') {
    return (
      <Badge color="blue.9" variant="light">
        {`Scheduled · ${formatDateTime(record.publishAt ?? '')}`}
      </Badge>
    )
  }
  return (
    <Badge color="teal.9" variant="light">
      Published
    </Badge>
  )
}
