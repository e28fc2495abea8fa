import { isOneOf, PUBLISH_STATUSES } from '@labsite/shared'
import { Group, Radio, TextInput } from '@mantine/core'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import type { PublishingValues } from './publishing-values'

interface PublishingControlsProps {
  value: PublishingValues
  onChange: (value: PublishingValues) => void
  /** Validation message for the time. */
  error?: string
}

/**
 * Draft or Published, and an optional "Publish at" time: a draft is seen by staff only;
 * a published record with a later time appears on the site at that time by itself.
 */
export function PublishingControls({ value, onChange, error }: PublishingControlsProps) {
  return (
    <Group align="flex-start" grow wrap="wrap">
      <Radio.Group
        label="Status"
        value={value.status}
        onChange={(status) => {
          if (isOneOf(PUBLISH_STATUSES, status)) onChange({ ...value, status })
        }}
      >
        <Group mt={6} gap="md">
          <Radio value="draft" label="Draft" />
          <Radio value="published" label="Published" />
        </Group>
      </Radio.Group>
      <TextInput
        type="datetime-local"
        label="Publish at"
        description="Empty: as soon as it is Published"
        styles={READABLE_DESCRIPTION}
        value={value.publishAtLocal}
        error={error}
        onChange={(event) => onChange({ ...value, publishAtLocal: event.currentTarget.value })}
      />
    </Group>
  )
}
