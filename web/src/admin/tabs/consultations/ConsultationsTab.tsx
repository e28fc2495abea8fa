import { bookingReferencesIn, CONSULTATION_STATUSES } from '@labsite/shared'
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
  // A reference or tube label entered with Enter (as a barcode scanner types it): once the list has
  // answered that search with its one booking, that booking opens in the side panel.
  const [scanned, setScanned] = useState<string | null>(null)
  const found =
    scanned && list.filters.q === scanned && !list.loading && list.items.length === 1
      ? list.items[0].id
      : null
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
        onSearchEnter={(text) => setScanned(bookingReferencesIn(text).length > 0 ? text.trim() : null)}
        columns={['Submitted', 'Name', 'Phone', 'Booking', 'Status', 'Details']}
        renderRow={(consultation) => (
          <ConsultationRow
            key={consultation.id}
            consultation={consultation}
            onChanged={list.replaceItem}
            onDeleted={list.removeItem}
            openNow={consultation.id === found}
            onOpened={() => setScanned(null)}
          />
        )}
      />
    </>
  )
}
