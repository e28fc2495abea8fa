import type { BookingItem } from '@labsite/shared'
import { Container, Stack, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { ThyroidBenefits } from '../../features/thyroid/components/ThyroidBenefits'
import { ThyroidHero } from '../../features/thyroid/components/ThyroidHero'
import { ThyroidPackageList } from '../../features/thyroid/components/ThyroidPackageList'
import { usePrices } from '../../i18n/use-locale'

/** Searching waits for a pause in typing, so each letter typed is not a request of its own. */
const SEARCH_PAUSE_MS = 250

/**
 * Thyroid packages (docs/product.md): hero, benefits, a search, package cards with their saving (while a
 * query is typed, its matches alone), booking dialog.
 */
export function ThyroidPackagesRoute() {
  usePageTitle('thyroid')
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS)
  const prices = usePrices()
  const [bookingTitle, setBookingTitle] = useState<string | null>(null)
  const [item, setItem] = useState<BookingItem | undefined>()
  return (
    <>
      <ThyroidHero
        onBook={() => {
          setItem(undefined)
          setBookingTitle(t('thyroid.bookTest'))
        }}
      />
      <Container size="xl" py={48}>
        <Stack gap={56}>
          <ThyroidBenefits />
          <section aria-labelledby="thyroid-packages-title">
            <Title order={2} id="thyroid-packages-title" mb="lg">
              {debouncedSearch ? t('common.searchResults', { query: debouncedSearch }) : t('thyroid.choose')}
            </Title>
            <div role="search">
              <TextInput
                type="search"
                label={t('thyroid.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                mb="xl"
                maw={480}
              />
            </div>
            <ThyroidPackageList
              search={debouncedSearch}
              onBook={(pkg) => {
                setItem({
                  type: 'thyroid-package',
                  id: pkg.id,
                  name: pkg.name,
                  price: prices.price(pkg.price),
                  amount: pkg.price,
                })
                setBookingTitle(t('common.bookItem', { name: pkg.name }))
              }}
            />
          </section>
        </Stack>
      </Container>
      <BookingDialog
        opened={bookingTitle !== null}
        onClose={() => setBookingTitle(null)}
        title={bookingTitle ?? undefined}
        item={item}
      />
    </>
  )
}

export default ThyroidPackagesRoute
