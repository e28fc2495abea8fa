import { BRAND_NAME, PAGE_TITLES, REPORT_HOURS_RANGE } from '@labsite/shared'
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useContactInfo, useSiteSettings } from '../../features/site/api/get-site-content'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The terms a visitor accepts on sign-up (DESIGN §4.13: every link leads somewhere real). */
export function TermsRoute() {
  usePageTitle(PAGE_TITLES.terms)
  const { data: settings } = useSiteSettings()
  const { data: contact } = useContactInfo()
  const name = settings?.websiteName?.trim() || BRAND_NAME
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Terms and Conditions</Title>
          <Text c="gray.7">
            These terms apply when you use the {name} website, create an account or send us a booking enquiry.
          </Text>
        </div>

        <Section title="1. Our service">
          <Text>
            {name} offers diagnostic tests and health check-up packages carried out by partner laboratories.
            Prices, package contents and offers shown on this website may change; the price confirmed to you
            when we call back is the one that applies.
          </Text>
        </Section>

        <Section title="2. Booking enquiries">
          <Text>
            A booking form on this website is an enquiry, not a confirmed appointment. Our team contacts you
            to agree on the tests, the date, the place of sample collection and the price. You may cancel or
            change a booking at no cost until the sample has been collected.
          </Text>
        </Section>

        <Section title="3. Your account">
          <List spacing="xs">
            <List.Item>
              Give your real name and an e-mail address you can read; we send password reset links there.
            </List.Item>
            <List.Item>
              Keep your password to yourself. You are responsible for what is done with your account.
            </List.Item>
            <List.Item>You may ask us at any time to close your account and delete its data.</List.Item>
          </List>
        </Section>

        <Section title="4. Samples and reports">
          <Text>
            Follow the preparation shown for each test (for example fasting). Reports are usually ready within{' '}
            {REPORT_HOURS_RANGE} hours after the sample reaches the laboratory; some tests take longer. A
            report is information for you and your doctor, not a diagnosis: please discuss your results with a
            qualified doctor.
          </Text>
        </Section>

        <Section title="5. Medical emergencies">
          <Text>
            This website is not for emergencies. If you need urgent medical help, call your local emergency
            number or go to the nearest hospital.
          </Text>
        </Section>

        <Section title="6. Your data">
          <Text>
            We use the details and files you send only to handle your enquiry, carry out your tests and send
            your reports. Medical files you upload are stored privately and seen only by our staff. We do not
            sell your data or share it with advertisers.
          </Text>
        </Section>

        <Section title="7. Payments and refunds">
          <Text>
            Payment is made at sample collection or as agreed when we confirm your booking. If a test cannot
            be done, for example because a sample cannot be processed, we collect a new sample free of charge
            or refund the amount paid for that test.
          </Text>
        </Section>

        <Section title="8. Changes to these terms">
          <Text>
            We may update these terms. The version on this page is the one in force; bookings already
            confirmed keep the terms that applied when they were made.
          </Text>
        </Section>

        <Section title="9. Contact">
          <Text>
            Questions about these terms?{' '}
            {contact?.email ? (
              <>
                Write to <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
                {contact.phone ? ` or call ${contact.phone}` : ''}.
              </>
            ) : (
              <>
                <Anchor component={Link} to={PATHS.home}>
                  Contact us
                </Anchor>{' '}
                through the form on our home page.
              </>
            )}
          </Text>
        </Section>
      </Stack>
    </Container>
  )
}

export default TermsRoute
