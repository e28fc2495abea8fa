import { BOOKING_STATUSES, bookingReferencesIn } from '@labsite/shared'
import { Group, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { type BookingFilters, bookingsListFor } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { BookingFiltersBar } from './BookingFiltersBar'
import { BookingRow } from './BookingRow'
import { WalkInButton } from './walk-in/WalkInButton'

/** Booking enquiries: staff follow them up with a status and notes, download the files. */
export default function BookingsTab() {
  const [bookingFilters, setBookingFilters] = useState<BookingFilters>({})
  const read = useMemo(() => bookingsListFor(bookingFilters), [bookingFilters])
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
          Booking submissions
        </Title>
        <WalkInButton onRegistered={list.reload} />
      </Group>
      <BookingFiltersBar filters={bookingFilters} onChange={setBookingFilters} />
      <EnquiryTable
        list={list}
        noun="bookings"
        statuses={BOOKING_STATUSES}
        exportable={read}
        emptyText="No consultation submissions yet."
        onSearchEnter={(text) => setScanned(bookingReferencesIn(text).length > 0 ? text.trim() : null)}
        columns={['Submitted', 'Name', 'Phone', 'Booking', 'Status', 'Details']}
        renderRow={(booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            onChanged={list.replaceItem}
            onDeleted={list.removeItem}
            openNow={booking.id === found}
            onOpened={() => setScanned(null)}
          />
        )}
      />
    </>
  )
}
