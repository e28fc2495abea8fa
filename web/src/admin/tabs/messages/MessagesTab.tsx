import { CONTACT_MESSAGE_STATUSES } from '@labsite/shared'
import { Title } from '@mantine/core'
import { messagesList } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { MessageRow } from './MessageRow'

/** Contact form messages, marked read or replied by staff. */
export default function MessagesTab() {
  const list = usePagedList(messagesList)
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Contact messages
      </Title>
      <EnquiryTable
        list={list}
        noun="messages"
        statuses={CONTACT_MESSAGE_STATUSES}
        exportable={messagesList}
        emptyText="No messages yet."
        columns={['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message', 'Status']}
        renderRow={(message) => (
          <MessageRow key={message.id} message={message} onChanged={list.replaceItem} />
        )}
      />
    </>
  )
}
