import type { Faq, FaqFields } from '@labsite/shared'
import { Badge, Group, Text } from '@mantine/core'
import { faqs } from '../../api'
import { FaqForm } from './FaqForm'
import { RecordManager } from './RecordManager'

/** Frequently asked questions with their answers. */
export function FaqsSection({ canEdit }: { canEdit: boolean }) {
  return (
    <RecordManager<Faq, FaqFields>
      title="FAQs"
      noun="FAQ"
      historyResource="faq"
      nounTitle="FAQ"
      collection={faqs}
      canEdit={canEdit}
      emptyText="No FAQs yet."
      nameOf={(f) => f.question}
      renderSummary={(f) => (
        <>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600}>{f.question}</Text>
            <Badge variant="outline" color="gray.8">
              {f.category}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={2}>
            {f.answer}
          </Text>
        </>
      )}
      publishing={{ resource: 'faq' }}
      renderForm={(props) => <FaqForm {...props} />}
    />
  )
}
