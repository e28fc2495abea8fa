import { Group, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { auditListFor } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { AuditRow } from './AuditRow'

const AUDIT_PAGE_SIZE = 25

/**
 * Every admin write and every staff read of health data, newest first: who did
 * what, when and from where, with the change itself; filtered by one record or one person.
 */
export default function AuditTab() {
  const [record, setRecord] = useState('')
  const [person, setPerson] = useState('')
  const [recordFilter] = useDebouncedValue(record.trim(), 300)
  const [personFilter] = useDebouncedValue(person.trim(), 300)
  const filters = useMemo(
    () => ({ entityId: recordFilter || undefined, user: personFilter || undefined }),
    [recordFilter, personFilter],
  )
  const read = useMemo(() => auditListFor(filters), [filters])
  const list = usePagedList(read, AUDIT_PAGE_SIZE)
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Audit log
      </Title>
      <Text size="sm" mb="md">
        Search by record type, record id or the e-mail of the person who made the change, or show one
        record&apos;s history or one person&apos;s actions.
      </Text>
      <Group mb="md" align="flex-end">
        {[
          { label: 'Record id', placeholder: "e.g. a booking's id", value: record, set: setRecord },
          { label: 'Person (e-mail)', placeholder: 'staff@example.com', value: person, set: setPerson },
        ].map((filter) => (
          <TextInput
            key={filter.label}
            label={filter.label}
            placeholder={filter.placeholder}
            value={filter.value}
            onChange={(event) => {
              filter.set(event.currentTarget.value)
              list.setPage(1)
            }}
          />
        ))}
      </Group>
      <EnquiryTable
        list={list}
        noun="audit entries"
        statuses={[]}
        emptyText="Nothing recorded yet."
        columns={['When', 'Who', 'From', 'Action', 'Entity', 'Entity id', 'Changes']}
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </>
  )
}
