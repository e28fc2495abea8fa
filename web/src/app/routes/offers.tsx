import type { BookingItem } from '@labsite/shared'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { ReferralDialog } from '../../features/enquiries/components/ReferralDialog'
import { OfferList } from '../../features/offers/components/OfferList'
import { PromotionCards } from '../../features/offers/components/PromotionCards'
import { PromotionsCarousel } from '../../features/offers/components/PromotionsCarousel'
import { ReferAndEarnCard } from '../../features/offers/components/ReferAndEarnCard'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { usePrices } from '../../i18n/use-locale'

/** Offers: the promotions carousel (admin Sliders), the offers, Refer and Earn, and the bulk booking and loyalty promotions. */
export function OffersRoute() {
  usePageTitle('offers')
  const { t } = useTranslation()
  const prices = usePrices()
  const [bookingTitle, setBookingTitle] = useState<string | null>(null)
  const [item, setItem] = useState<BookingItem | undefined>()
  const [referralOpened, referral] = useDisclosure(false)
  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('offers.title')}</Title>
          <Text mt="xs">{t('offers.intro')}</Text>
        </div>
        <PromotionsCarousel />
        <OfferList
          onBook={(offer) => {
            setItem({
              type: 'offer',
              id: offer.id,
              name: offer.title,
              price: prices.price(offer.discountedPrice),
              amount: offer.discountedPrice,
            })
            setBookingTitle(t('common.bookItem', { name: offer.title }))
          }}
        />
        <ReferAndEarnCard onRefer={referral.open} />
        <PromotionCards />
      </Stack>
      <BookingDialog
        opened={bookingTitle !== null}
        onClose={() => setBookingTitle(null)}
        title={bookingTitle ?? undefined}
        item={item}
      />
      <ReferralDialog opened={referralOpened} onClose={referral.close} />
    </Container>
  )
}

export default OffersRoute
