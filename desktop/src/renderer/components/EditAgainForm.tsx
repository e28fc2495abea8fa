import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { QueueEntry } from '../../shared/ipc-contract'
import { correctedWrite, editableFields } from './waiting-edit-rules'

/** "Edit again": the refused write's fields, corrected and sent once more (the rest of it unchanged). */
export function EditAgainForm({
  entry,
  busy,
  onSend,
  onCancel,
}: {
  entry: QueueEntry
  busy: boolean
  onSend: (json: Record<string, unknown>) => void
  onCancel: () => void
}) {
  const fields = editableFields(entry)
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map(([name, value]) => [name, String(value)])),
  )
  return (
    <Alert color="red" variant="light" title={`Edit again: ${entry.write.label}`}>
      <Text size="sm">Refused by the server: {entry.error}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSend(correctedWrite(entry, values))
        }}
      >
        <Stack gap={4} mt="xs">
          {fields.map(([name]) => (
            <TextInput
              key={name}
              size="xs"
              label={name}
              value={values[name]}
              onChange={(event) => {
                const next = event.currentTarget.value
                setValues((current) => ({ ...current, [name]: next }))
              }}
            />
          ))}
          <Group gap="xs">
            <Button size="xs" type="submit" disabled={busy}>
              Send
            </Button>
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  )
}
