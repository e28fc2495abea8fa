import type { Testimonial, TestimonialFields } from '@labsite/shared'
import { Group, Rating, Text } from '@mantine/core'
import { testimonials } from '../../api'
import { RecordManager } from './RecordManager'
import { TestimonialForm } from './TestimonialForm'

/** What patients say, shown on the home page. */
export function TestimonialsSection({ canEdit }: { canEdit: boolean }) {
  return (
    <RecordManager<Testimonial, TestimonialFields>
      title="Testimonials"
      noun="testimonial"
      historyResource="testimonial"
      nounTitle="Testimonial"
      collection={testimonials}
      canEdit={canEdit}
      emptyText="No testimonials yet."
      nameOf={(t) => t.name}
      renderSummary={(t) => (
        <>
          <Group gap="xs">
            <Text fw={600}>{t.name}</Text>
            <Text size="sm">{[t.role, t.company].filter(Boolean).join(', ')}</Text>
            <Rating value={t.rating} readOnly size="xs" aria-hidden />
            <Text size="sm">{t.rating}/5</Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {t.content}
          </Text>
        </>
      )}
      publishing={{ resource: 'testimonial' }}
      renderForm={(props) => <TestimonialForm {...props} />}
    />
  )
}
