import { CONSULTATION_STATUSES } from '@labsite/shared'
import { Title } from '@mantine/core'
import { consultationsList } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { ConsultationRow } from './ConsultationRow'

/** Booking enquiries (DESIGN §4.3): staff follow them up with a status and notes, download the files. */
export default function ConsultationsTab() {
  const list = usePagedList(consultationsList)
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Consultation submissions
      </Title>
      <EnquiryTable
        list={list}
        noun="consultations"
        statuses={CONSULTATION_STATUSES}
        exportable={consultationsList}
        emptyText="No consultation submissions yet."
        columns={[
          'Submitted',
          'Name',
          'Email',
          'Phone',
          'Address',
          'Description',
          'Files',
          'Status',
          'Notes',
          'Actions',
        ]}
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
