import { HOME_SERVICES_COUNT } from '@labsite/shared'
import { Box, Button, Container, Group, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { ServiceGrid } from '../../features/catalogue/components/ServiceGrid'
import { BookingDialog } from '../../features/enquiries/components/BookingDialog'
import { Hero } from '../../features/home/components/Hero'
import { HowItWorks } from '../../features/home/components/HowItWorks'
import { WhyChooseUs } from '../../features/home/components/WhyChooseUs'
import { ChatAppLink } from '../../features/site/components/ChatAppLink'

// Below-the-fold sections load after the first render, off the home page's critical path.
const Testimonials = lazy(() =>
  import('../../features/home/components/Testimonials').then((m) => ({ default: m.Testimonials })),
)
const FrequentQuestions = lazy(() =>
  import('../../features/home/components/FrequentQuestions').then((m) => ({ default: m.FrequentQuestions })),
)
const ContactForm = lazy(() =>
  import('../../features/enquiries/components/ContactForm').then((m) => ({ default: m.ContactForm })),
)

/** Home (spec §2): hero, the first 8 packages, why choose us, how it works, testimonials, FAQs, contact form, chat link. */
export function HomeRoute() {
  const [bookingOpened, booking] = useDisclosure(false)
  return (
    <>
      <Hero onBookPackage={booking.open} />
      <Container size="xl" py={56} component="section" aria-labelledby="packages-title">
        <Group justify="space-between" mb="xl">
          <Title order={2} id="packages-title">
            Our Health Packages
          </Title>
          <Button component={Link} to={PATHS.allServices} variant="subtle">
            See all packages
          </Button>
        </Group>
        <ServiceGrid limit={HOME_SERVICES_COUNT} />
      </Container>
      <WhyChooseUs />
      <HowItWorks />
      <Suspense fallback={null}>
        <Testimonials />
        <FrequentQuestions />
      </Suspense>
      <Box component="section" aria-labelledby="contact-title" id="contact">
        <Container size="md" py={56}>
          <Title order={2} id="contact-title" ta="center">
            Contact Us
          </Title>
          <Text ta="center" mt="xs" mb="xl">
            Questions about a test or a package? Send us a message and we will get back to you.
          </Text>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        </Container>
      </Box>
      <ChatAppLink />
      <BookingDialog opened={bookingOpened} onClose={booking.close} />
    </>
  )
}

export default HomeRoute
