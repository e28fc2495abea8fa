import type { Testimonial } from '@labsite/shared'
import { Group, Rating, Text } from '@mantine/core'
import { useState } from 'react'
import { testimonials } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { ContentRecordCard } from './ContentRecordCard'
import { TestimonialForm } from './TestimonialForm'

const nameOf = (t: Testimonial) => t.name

/** What patients say, shown on the home page. */
export function TestimonialsSection() {
  const [listView] = useState<ListViewOptions<Testimonial>>(() => ({
    searchText: (t) => `${t.name} ${t.role} ${t.company} ${t.content}`,
    sortValues: { title: nameOf, updatedAt: (t) => t.updatedAt },
  }))
  return (
    <CatalogueListTab<Testimonial>
      title="Testimonials"
      noun="testimonial"
      plural="testimonials"
      addLabel="Add testimonial"
      collection={testimonials}
      nameOf={nameOf}
      listView={listView}
      layout="list"
      renderCard={(t, _leading, actions) => (
        <ContentRecordCard
          record={t}
          noun="testimonial"
          name={t.name}
          resource="testimonial"
          collection={testimonials}
          actions={actions}
        >
          <Group gap="xs">
            <Text fw={600}>{t.name}</Text>
            <Text size="sm">{[t.role, t.company].filter(Boolean).join(', ')}</Text>
            <Rating value={t.rating} readOnly size="xs" aria-hidden />
            <Text size="sm">{t.rating}/5</Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {t.content}
          </Text>
        </ContentRecordCard>
      )}
      renderForm={(props) => <TestimonialForm {...props} />}
    />
  )
}
