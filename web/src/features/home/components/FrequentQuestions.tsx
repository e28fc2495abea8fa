import { Accordion, Container, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFaqs } from '../api/get-home-content'

/** Frequently asked questions: the FAQs staff manage in the admin Content tab. */
export function FrequentQuestions() {
  const { t } = useTranslation()
  const { data: faqs } = useFaqs()
  if (!faqs || faqs.length === 0) return null
  return (
    <Container size="md" py={56} component="section" aria-labelledby="faq-title">
      <Title order={2} id="faq-title" ta="center" mb="xl">
        {t('home.faqTitle')}
      </Title>
      <Accordion variant="separated">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>{faq.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  )
}
