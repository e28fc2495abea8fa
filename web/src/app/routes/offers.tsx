import { Container, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { BookingDialog } from '../../features/enquiries/components/BookingDialog'
import { ReferralDialog } from '../../features/enquiries/components/ReferralDialog'
import { OfferList } from '../../features/offers/components/OfferList'
import { PromotionCards } from '../../features/offers/components/PromotionCards'
import { ReferAndEarnCard } from '../../features/offers/components/ReferAndEarnCard'

/** Offers (spec §2): the offers, Refer and Earn, and the bulk booking and loyalty promotions. */
export function OffersRoute() {
  const [bookingTitle, setBookingTitle] = useState<string | null>(null)
  const [referralOpened, referral] = useDisclosure(false)
  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Special Offers</Title>
          <Text mt="xs">Save on health checkups with our current offers.</Text>
        </div>
        <OfferList onBook={(offer) => setBookingTitle(`Book ${offer.title}`)} />
        <ReferAndEarnCard onRefer={referral.open} />
        <PromotionCards />
      </Stack>
      <BookingDialog
        opened={bookingTitle !== null}
        onClose={() => setBookingTitle(null)}
        title={bookingTitle ?? undefined}
      />
      <ReferralDialog opened={referralOpened} onClose={referral.close} />
    </Container>
  )
}

export default OffersRoute
