import type { Faq } from '@labsite/shared'
import { Accordion } from '@mantine/core'

/** The questions, each opening on its answer (loaded as the visitor comes near them). */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion variant="separated">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

export default FaqAccordion
