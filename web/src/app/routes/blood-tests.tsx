import {
  type BloodTest,
  filterBloodTests,
  MESSAGES,
  PAGE_TITLES,
  POPULAR_BLOOD_TESTS_COUNT,
  REPORT_HOURS,
} from '@labsite/shared'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { categoriesOf, SearchFilters } from '../../components/SearchFilters'
import { useBloodTests } from '../../features/blood-tests/api/get-blood-tests'
import { BloodTestGrid } from '../../features/blood-tests/components/BloodTestGrid'
import { BookingDialog } from '../../features/enquiries/components/BookingDialog'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** Blood tests (spec §2): search, category, the popular tests, the filtered list and a booking dialog. */
export function BloodTestsRoute() {
  usePageTitle(PAGE_TITLES.bloodTests)
  const { data: tests, error, isLoading } = useBloodTests()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('All')
  // The chosen test outlives the dialog's closing animation, so its title does not change while it fades.
  const [booking, setBooking] = useState<BloodTest | null>(null)
  const [bookingOpen, setBookingOpen] = useState(false)
  const book = (test: BloodTest) => {
    setBooking(test)
    setBookingOpen(true)
  }
  const categories = useMemo(() => categoriesOf(tests ?? []), [tests])
  const filtered = useMemo(() => filterBloodTests(tests ?? [], search, category), [tests, search, category])

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Blood Tests</Title>
          <Text c="gray.7">
            Book single blood tests with free home sample collection. Most reports are ready in {REPORT_HOURS}{' '}
            hours.
          </Text>
        </div>
        {isLoading ? (
          <Text role="status">Loading...</Text>
        ) : error ? (
          <Text role="alert" c="red.9">
            Error: {MESSAGES.fetchBloodTestsFailed}
          </Text>
        ) : (
          <>
            <SearchFilters
              searchLabel="Search blood tests"
              search={search}
              onSearchChange={setSearch}
              categories={categories}
              category={category}
              onCategoryChange={setCategory}
            />
            <Stack gap="md" component="section" aria-labelledby="popular-blood-tests">
              <Title order={2} id="popular-blood-tests">
                Popular Blood Tests
              </Title>
              <BloodTestGrid tests={(tests ?? []).slice(0, POPULAR_BLOOD_TESTS_COUNT)} onBook={book} />
            </Stack>
            <Stack gap="md" component="section" aria-labelledby="all-blood-tests">
              <Title order={2} id="all-blood-tests">
                All Blood Tests
              </Title>
              {filtered.length === 0 ? (
                <Text>{MESSAGES.noTestsFound}</Text>
              ) : (
                <BloodTestGrid tests={filtered} onBook={book} />
              )}
            </Stack>
          </>
        )}
      </Stack>
      <BookingDialog
        opened={bookingOpen}
        onClose={() => setBookingOpen(false)}
        title={booking ? `Book ${booking.name}` : 'Book a Blood Test'}
      />
    </Container>
  )
}

export default BloodTestsRoute
