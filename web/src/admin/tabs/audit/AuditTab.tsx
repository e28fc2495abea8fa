import { Text, Title } from '@mantine/core'
import { auditList } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { AuditRow } from './AuditRow'

const AUDIT_PAGE_SIZE = 25

/** Every admin write, newest first (DESIGN §4.11): who changed what and when, with the change itself. */
export default function AuditTab() {
  const list = usePagedList(auditList, AUDIT_PAGE_SIZE)
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Audit log
      </Title>
      <Text size="sm" mb="md">
        Search by record type, record id or the e-mail of the person who made the change.
      </Text>
      <EnquiryTable
        list={list}
        noun="audit entries"
        statuses={[]}
        emptyText="No changes recorded yet."
        columns={['When', 'Who', 'Action', 'Entity', 'Entity id', 'Changes']}
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </>
  )
}
