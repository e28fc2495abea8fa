import { Container, Title } from '@mantine/core'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { WhenVisible } from '../../../components/WhenVisible'
import { useFaqs } from '../api/get-home-content'

// The questions (and Mantine's Accordion) come as the visitor nears them; the heading is there once
// the browser is idle, for a screen reader's list of headings within a first visit's budget (26).
const FaqAccordion = lazy(() => import('./FaqAccordion'))

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
      <WhenVisible minHeight={faqs.length * 64} revealWhenIdle={false}>
        <FaqAccordion faqs={faqs} />
      </WhenVisible>
    </Container>
  )
}
