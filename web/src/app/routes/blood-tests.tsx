import {
  type BloodTest,
  CATALOGUE_PAGE_SIZE,
  filterBloodTests,
  POPULAR_BLOOD_TESTS_COUNT,
  REPORT_HOURS,
} from '@labsite/shared'
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPageState } from '../../components/ListPageState'
import { PageSection } from '../../components/PageSection'
import { categoriesOf, SearchFilters } from '../../components/SearchFilters'
import { useBloodTests } from '../../features/blood-tests/api/get-blood-tests'
import { BloodTestGrid } from '../../features/blood-tests/components/BloodTestGrid'
import { BookingDialog } from '../../features/enquiries/components/BookingDialog'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { usePrices } from '../../i18n/use-locale'

/** Blood tests (spec §2): search, category, the popular tests, the filtered list and a booking dialog. */
export function BloodTestsRoute() {
  const { t } = useTranslation()
  const prices = usePrices()
  usePageTitle('bloodTests')
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
  // The list grows a page at a time, so a lab with thousands of tests does not render them all at once.
  const [shown, setShown] = useState(CATALOGUE_PAGE_SIZE)
  const changeFilter = (apply: () => void) => {
    apply()
    setShown(CATALOGUE_PAGE_SIZE)
  }

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('bloodTests.title')}</Title>
          <Text c="gray.7">{t('bloodTests.intro', { hours: REPORT_HOURS })}</Text>
        </div>
        <ListPageState isLoading={isLoading} error={error} errorMessage={t('messages.fetchBloodTestsFailed')}>
          <SearchFilters
            searchLabel={t('bloodTests.search')}
            search={search}
            onSearchChange={(value) => changeFilter(() => setSearch(value))}
            categories={categories}
            category={category}
            onCategoryChange={(value) => changeFilter(() => setCategory(value))}
          />
          <PageSection id="popular-blood-tests" title={t('bloodTests.popular')}>
            <BloodTestGrid tests={(tests ?? []).slice(0, POPULAR_BLOOD_TESTS_COUNT)} onBook={book} />
          </PageSection>
          <PageSection id="all-blood-tests" title={t('bloodTests.all')}>
            {filtered.length === 0 ? (
              <Text>{t('messages.noTestsFound')}</Text>
            ) : (
              <Stack gap="lg">
                <BloodTestGrid tests={filtered.slice(0, shown)} onBook={book} />
                {shown < filtered.length && (
                  <Group justify="center">
                    <Button variant="outline" onClick={() => setShown(shown + CATALOGUE_PAGE_SIZE)}>
                      {t('bloodTests.loadMore', { count: filtered.length - shown })}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
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
