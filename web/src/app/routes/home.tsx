import { HOME_SERVICES_COUNT, REFER_QUERY } from '@labsite/shared'
import { Box, Button, Container, Group, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { WhenVisible } from '../../components/WhenVisible'
import { PATHS } from '../../config/paths'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { ReferralDialog } from '../../features/enquiries/components/ReferralDialog'
import { Hero } from '../../features/home/components/Hero'
import { ChatAppLink } from '../../features/site/components/ChatAppLink'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { takeFirstScreenAction } from '../../lib/first-screen-action'
import { useScrollToHash } from './use-scroll-to-hash'

// Below-the-fold sections: their code and data load when the visitor scrolls near them (WhenVisible),
// so a first visit downloads and runs the first screen alone.
const ServiceGrid = lazy(() =>
  import('../../features/catalogue/components/ServiceGrid').then((m) => ({ default: m.ServiceGrid })),
)
const WhyChooseUs = lazy(() =>
  import('../../features/home/components/WhyChooseUs').then((m) => ({ default: m.WhyChooseUs })),
)
const HowItWorks = lazy(() =>
  import('../../features/home/components/HowItWorks').then((m) => ({ default: m.HowItWorks })),
)
const Testimonials = lazy(() =>
  import('../../features/home/components/Testimonials').then((m) => ({ default: m.Testimonials })),
)
const FrequentQuestions = lazy(() =>
  import('../../features/home/components/FrequentQuestions').then((m) => ({ default: m.FrequentQuestions })),
)
/** Where the floating chat link would cover buttons, fields or links. */
const CHAT_LINK_AVOIDS = ['contact', 'site-footer']

const ContactForm = lazy(() =>
  import('../../features/enquiries/components/ContactForm').then((m) => ({ default: m.ContactForm })),
)

/**
 * Home: hero, the first 8 packages, why choose us, how it works, testimonials, FAQs,
 * contact form, chat link. `/?refer=1` (where /refer leads) opens the refer-a-friend dialog.
 */
export function HomeRoute() {
  usePageTitle('home')
  const { t } = useTranslation()
  // 'Book a Package' clicked on the server-rendered first screen before the app started opens the dialog.
  const [bookingOpened, booking] = useDisclosure(takeFirstScreenAction('book'))
  const [params, setParams] = useSearchParams()
  const closeReferral = () =>
    setParams(
      (current) => {
        current.delete(REFER_QUERY)
        return current
      },
      { replace: true },
    )
  useScrollToHash()
  return (
    <>
      <Hero onBookPackage={booking.open} />
      <Container size="xl" py={56} component="section" aria-labelledby="packages-title">
        <Group justify="space-between" mb="xl">
          <Title order={2} id="packages-title">
            {t('home.packagesTitle')}
          </Title>
          <Button component={Link} to={PATHS.allServices} variant="subtle">
            {t('home.seeAllPackages')}
          </Button>
        </Group>
        <WhenVisible minHeight={720}>
          <ServiceGrid limit={HOME_SERVICES_COUNT} />
        </WhenVisible>
      </Container>
      {/* The #about section /about leads to; its content loads when it comes near. */}
      <div id="about">
        <WhenVisible minHeight={600}>
          <WhyChooseUs />
        </WhenVisible>
      </div>
      <WhenVisible minHeight={600}>
        <HowItWorks />
      </WhenVisible>
      <WhenVisible minHeight={400}>
        <Testimonials />
      </WhenVisible>
      <WhenVisible minHeight={400}>
        <FrequentQuestions />
      </WhenVisible>
      <Box component="section" aria-labelledby="contact-title" id="contact">
        <Container size="md" py={56}>
          <Title order={2} id="contact-title" ta="center">
            {t('home.contactTitle')}
          </Title>
          <Text ta="center" mt="xs" mb="xl">
            {t('home.contactIntro')}
          </Text>
          {/* The form's code comes when the visitor scrolls to it or tabs, not on idle: a first visit's
              budget has no room for it, and its heading and words above are there at once. */}
          <WhenVisible minHeight={520} revealWhenIdle={false}>
            <ContactForm />
          </WhenVisible>
        </Container>
      </Box>
      <ChatAppLink avoidIds={CHAT_LINK_AVOIDS} />
      <BookingDialog opened={bookingOpened} onClose={booking.close} />
      <ReferralDialog opened={params.get(REFER_QUERY) === '1'} onClose={closeReferral} />
    </>
  )
}

export default HomeRoute
