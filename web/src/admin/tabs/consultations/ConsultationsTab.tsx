import { CONSULTATION_STATUSES } from '@labsite/shared'
import { Group, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { type BookingFilters, consultationsListFor } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { BookingFiltersBar } from './BookingFiltersBar'
import { ConsultationRow } from './ConsultationRow'
import { WalkInButton } from './walk-in/WalkInButton'

/** Booking enquiries (DESIGN §4.3): staff follow them up with a status and notes, download the files. */
export default function ConsultationsTab() {
  const [bookingFilters, setBookingFilters] = useState<BookingFilters>({})
  const read = useMemo(() => consultationsListFor(bookingFilters), [bookingFilters])
  const list = usePagedList(read)
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          Consultation submissions
        </Title>
        <WalkInButton onRegistered={list.reload} />
      </Group>
      <BookingFiltersBar filters={bookingFilters} onChange={setBookingFilters} />
      <EnquiryTable
        list={list}
        noun="consultations"
        statuses={CONSULTATION_STATUSES}
        exportable={read}
        emptyText="No consultation submissions yet."
        columns={['Submitted', 'Name', 'Phone', 'Booking', 'Status', 'Details']}
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
