import { OUTBOX_STATUSES } from '@labsite/shared'
import { Text, Title } from '@mantine/core'
import { mailList } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { MailRow } from './MailRow'

/** Outgoing e-mail (the outbox): what was sent, what waits for a retry, what failed. */
export default function MailTab() {
  const list = usePagedList(mailList)
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Mail
      </Title>
      <Text size="sm" mb="md">
        Every e-mail the site sends. A mail that cannot be delivered is retried for a day, then marked failed.
      </Text>
      <EnquiryTable
        list={list}
        noun="mails"
        statuses={OUTBOX_STATUSES}
        emptyText="No e-mail sent yet."
        columns={['Created', 'To', 'Subject', 'Status', 'Tries', 'Result', 'Actions']}
        renderRow={(mail) => <MailRow key={mail.id} mail={mail} onChanged={list.replaceItem} />}
      />
    </>
  )
}
