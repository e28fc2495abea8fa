import { CONSULTATION_STATUSES, type Consultation } from '@labsite/shared'
import { Table, Title } from '@mantine/core'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { ConsultationRow } from './ConsultationRow'

/** Booking enquiries (DESIGN §4.3): staff follow them up with a status and notes, download the files. */
export default function ConsultationsTab() {
  const list = usePagedList<Consultation>('content/consultations')
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Consultation submissions
      </Title>
      <EnquiryTable
        list={list}
        noun="consultations"
        statuses={CONSULTATION_STATUSES}
        exportPath="content/consultations.csv"
        exportFileName="consultations.csv"
        emptyText="No consultation submissions yet."
        head={
          <>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
        renderRow={(consultation) => (
          <ConsultationRow
            key={consultation.id}
            consultation={consultation}
            onChanged={list.replaceItem}
            onDeleted={list.removeItem}
          />
        )}
      />
    </>
  )
}
