import type { OutboxMail } from '@labsite/shared'
import { Badge, Button, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { retryMail } from '../../api'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'

const STATUS_COLORS: Record<OutboxMail['status'], string> = {
  pending: 'yellow.9',
  sending: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
}

/** One outgoing e-mail: where it stands, why it failed, and "Retry now" until it is sent. */
export function MailRow({ mail, onChanged }: { mail: OutboxMail; onChanged: (mail: OutboxMail) => void }) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)

  async function retry() {
    setBusy(true)
    try {
      await save<OutboxMail>({
        ...retryMail(mail),
        successMessage: { title: 'Mail retried', message: `"${mail.subject}" was tried again.` },
        onSaved: onChanged,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</Table.Td>
      <Table.Td>{mail.recipient === 'staff' ? 'Staff address' : mail.recipient}</Table.Td>
      <Table.Td>{mail.subject}</Table.Td>
      <Table.Td>
        <Badge variant="outline" color={STATUS_COLORS[mail.status]}>
          {mail.status}
        </Badge>
      </Table.Td>
      <Table.Td>{mail.attempts}</Table.Td>
      <Table.Td maw={320}>
        {mail.status === 'sent' && mail.sentAt ? (
          <Text size="sm">Sent {formatDateTime(mail.sentAt)}</Text>
        ) : (
          <Text size="sm" c={mail.lastError ? 'red.9' : undefined}>
            {mail.lastError ?? 'Waiting for its first try'}
            {mail.status === 'pending' ? ` · next try ${formatDateTime(mail.nextAttemptAt)}` : ''}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {mail.status === 'pending' || mail.status === 'failed' ? (
          <Button size="compact-sm" variant="default" loading={busy} onClick={retry}>
            Retry now
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  )
}
