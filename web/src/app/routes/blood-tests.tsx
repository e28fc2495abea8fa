import { ALL_CATEGORIES, type BloodTest, REPORT_HOURS } from '@labsite/shared'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPageState } from '../../components/ListPageState'
import { PageSection } from '../../components/PageSection'
import { SearchFilters } from '../../components/SearchFilters'
import { useBloodTestCategories, usePopularBloodTests } from '../../features/blood-tests/api/get-blood-tests'
import { BloodTestGrid } from '../../features/blood-tests/components/BloodTestGrid'
import { BloodTestList } from '../../features/blood-tests/components/BloodTestList'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { usePrices } from '../../i18n/use-locale'

/** Searching waits for a pause in typing, so each word typed is not a request of its own. */
const SEARCH_PAUSE_MS = 250

/** Blood tests: search, category, the popular tests, the filtered list and a booking dialog. */
export function BloodTestsRoute() {
  const { t } = useTranslation()
  const prices = usePrices()
  usePageTitle('bloodTests')
  const popular = usePopularBloodTests()
  const categories = useBloodTestCategories()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_PAUSE_MS)
  // The chosen test outlives the dialog's closing animation, so its title does not change while it fades.
  const [booking, setBooking] = useState<BloodTest | null>(null)
  const [bookingOpen, setBookingOpen] = useState(false)
  const book = (test: BloodTest) => {
    setBooking(test)
    setBookingOpen(true)
  }
  const filter = { search: debouncedSearch, category }

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('bloodTests.title')}</Title>
          <Text c="gray.7">{t('bloodTests.intro', { hours: REPORT_HOURS })}</Text>
        </div>
        <ListPageState
          isLoading={popular.isLoading}
          error={popular.error}
          errorMessage={t('messages.fetchBloodTestsFailed')}
        >
          <SearchFilters
            searchLabel={t('bloodTests.search')}
            search={search}
            onSearchChange={setSearch}
            categories={[ALL_CATEGORIES, ...(categories.data ?? [])]}
            category={category}
            onCategoryChange={setCategory}
          />
          {/* While a query is typed its matches come first and alone: the popular cards would push
              them down a phone screen or more. */}
          {search.trim() ? null : (
            <PageSection id="popular-blood-tests" title={t('bloodTests.popular')}>
              <BloodTestGrid tests={popular.data?.tests ?? []} onBook={book} />
            </PageSection>
          )}
          <PageSection
            id="all-blood-tests"
            title={
              filter.search.trim()
                ? t('common.searchResults', { query: filter.search.trim() })
                : t('bloodTests.all')
            }
          >
            <BloodTestList key={`${filter.category}\n${filter.search}`} filter={filter} onBook={book} />
          </PageSection>
        </ListPageState>
      </Stack>
      <BookingDialog
        opened={bookingOpen}
        onClose={() => setBookingOpen(false)}
        title={booking ? t('common.bookItem', { name: booking.name }) : t('bloodTests.bookTitle')}
        item={
          booking
            ? { type: 'blood-test', id: booking.id, name: booking.name, price: prices.price(booking.price) }
            : undefined
        }
      />
    </Container>
  )
}

export default BloodTestsRoute
