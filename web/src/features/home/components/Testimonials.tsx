import { Container, Title } from '@mantine/core'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { WhenVisible } from '../../../components/WhenVisible'
import { useTestimonials } from '../api/get-home-content'

// The cards (and Mantine's Rating) come as the visitor nears them; the heading is there once the
// browser is idle, for a screen reader's list of headings within a first visit's budget (26).
const TestimonialCards = lazy(() => import('./TestimonialCards'))

/** What patients say: the testimonials staff manage in the admin Content tab. */
export function Testimonials() {
  const { t } = useTranslation()
  const { data: testimonials } = useTestimonials()
  if (!testimonials || testimonials.length === 0) return null
  return (
    <Container size="xl" py={56} component="section" aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title" ta="center" mb="xl">
        {t('home.testimonialsTitle')}
      </Title>
      <WhenVisible minHeight={220} revealWhenIdle={false}>
        <TestimonialCards testimonials={testimonials} />
      </WhenVisible>
    </Container>
  )
}
