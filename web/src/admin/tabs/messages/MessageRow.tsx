import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessage,
  type ContactMessageStatus,
  isOneOf,
} from '@labsite/shared'
import { Anchor, NativeSelect, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { setMessageStatus } from '../../api'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'

interface MessageRowProps {
  message: ContactMessage
  onChanged: (message: ContactMessage) => void
}

/** One contact message and its status (new → read → replied). */
export function MessageRow({ message, onChanged }: MessageRowProps) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)

  async function changeStatus(status: ContactMessageStatus) {
    setBusy(true)
    try {
      await save<ContactMessage>({
        ...setMessageStatus(message, status, `Mark the message from ${message.name} as ${status}`),
        successMessage: {
          title: 'Message updated',
          message: `The message from ${message.name} is now ${status}.`,
        },
        onSaved: onChanged,
        onQueued: () => onChanged({ ...message, status }),
        onConflictReload: (current) => onChanged(current),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
      <Table.Td>{message.name}</Table.Td>
      <Table.Td>
        <Anchor href={`mailto:${message.email}`} c="teal.9">
          {message.email}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{message.phone || '—'}</Table.Td>
      <Table.Td>{message.subject}</Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Status of the message from ${message.name}`}
          value={message.status}
          disabled={busy}
          onChange={(e) => {
            const status = e.currentTarget.value
            if (isOneOf(CONTACT_MESSAGE_STATUSES, status)) changeStatus(status)
          }}
          data={CONTACT_MESSAGE_STATUSES.map((status) => ({
            value: status,
            label: CONTACT_MESSAGE_STATUS_LABELS[status],
          }))}
        />
      </Table.Td>
    </Table.Tr>
  )
}
