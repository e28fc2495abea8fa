import { Container, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { BookingDialog } from '../../features/enquiries/components/BookingDialog'
import { ThyroidBenefits } from '../../features/thyroid/components/ThyroidBenefits'
import { ThyroidHero } from '../../features/thyroid/components/ThyroidHero'
import { ThyroidPackageList } from '../../features/thyroid/components/ThyroidPackageList'

/** Thyroid packages (spec §2): hero, benefits, package cards with their saving, booking dialog. */
export function ThyroidPackagesRoute() {
  const [bookingTitle, setBookingTitle] = useState<string | null>(null)
  return (
    <>
      <ThyroidHero onBook={() => setBookingTitle('Book a Thyroid Test')} />
      <Container size="xl" py={48}>
        <Stack gap={56}>
          <ThyroidBenefits />
          <section aria-labelledby="thyroid-packages-title">
            <Title order={2} id="thyroid-packages-title" mb="lg">
              Choose Your Package
            </Title>
            <ThyroidPackageList onBook={(pkg) => setBookingTitle(`Book ${pkg.name}`)} />
          </section>
        </Stack>
      </Container>
      <BookingDialog
        opened={bookingTitle !== null}
        onClose={() => setBookingTitle(null)}
        title={bookingTitle ?? undefined}
      />
    </>
  )
}

export default ThyroidPackagesRoute
