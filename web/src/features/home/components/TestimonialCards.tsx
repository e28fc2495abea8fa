import type { Testimonial } from '@labsite/shared'
import { Box, Card, Group, Rating, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The testimonial cards with their star ratings (loaded as the visitor comes near them). */
export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useTranslation()
  return (
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
  )
}

export default TestimonialCards
