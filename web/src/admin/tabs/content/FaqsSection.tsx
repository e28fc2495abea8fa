import type { Faq } from '@labsite/shared'
import { Badge, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { faqs } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { ContentRecordCard } from './ContentRecordCard'
import { FaqForm } from './FaqForm'

const nameOf = (f: Faq) => f.question

/** Frequently asked questions with their answers. */
export function FaqsSection() {
  const [listView] = useState<ListViewOptions<Faq>>(() => ({
    searchText: (f) => `${f.question} ${f.answer} ${f.category}`,
    categoryOf: (f) => f.category,
    sortValues: { title: nameOf, updatedAt: (f) => f.updatedAt },
  }))
  return (
    <CatalogueListTab<Faq>
      title="FAQs"
      noun="FAQ"
      plural="FAQs"
      addLabel="Add FAQ"
      collection={faqs}
      nameOf={nameOf}
      listView={listView}
      layout="list"
      renderCard={(f, _leading, actions) => (
        <ContentRecordCard
          record={f}
          noun="FAQ"
          name={f.question}
          resource="faq"
          collection={faqs}
          actions={actions}
        >
          <Group gap="xs" wrap="nowrap">
            <Text fw={600}>{f.question}</Text>
            <Badge variant="outline" color="gray.8">
              {f.category}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={2}>
            {f.answer}
          </Text>
        </ContentRecordCard>
      )}
      renderForm={(props) => <FaqForm {...props} />}
    />
  )
}
