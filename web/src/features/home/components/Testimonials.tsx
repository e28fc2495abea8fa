import { Box, Card, Container, Group, Rating, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useTestimonials } from '../api/get-home-content'

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
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((testimonial) => (
          <Card key={testimonial.id} withBorder padding="xl" component="figure" m={0}>
            <Box role="img" aria-label={t('home.rated', { rating: testimonial.rating })} w="fit-content">
              <Rating value={testimonial.rating} readOnly aria-hidden />
            </Box>
            <Text component="blockquote" mt="sm" m={0}>
              “{testimonial.content}”
            </Text>
            <Group mt="md" gap={4} component="figcaption">
              <Text fw={600}>{testimonial.name}</Text>
              {testimonial.role || testimonial.company ? (
                <Text c="dark.6">· {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</Text>
              ) : null}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  )
}
