import type { BookingItem } from '@labsite/shared'
import { Container, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { ThyroidBenefits } from '../../features/thyroid/components/ThyroidBenefits'
import { ThyroidHero } from '../../features/thyroid/components/ThyroidHero'
import { ThyroidPackageList } from '../../features/thyroid/components/ThyroidPackageList'
import { usePrices } from '../../i18n/use-locale'

/** Thyroid packages (spec §2): hero, benefits, package cards with their saving, booking dialog. */
export function ThyroidPackagesRoute() {
  usePageTitle('thyroid')
  const { t } = useTranslation()
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
              {t('thyroid.choose')}
            </Title>
            <ThyroidPackageList
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
