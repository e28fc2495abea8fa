import type { Service } from '@labsite/shared'
import { Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PreparationNote } from '../../../../components/PreparationNote'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function TextList({ items }: { items: string[] }) {
  const { t } = useTranslation()
  if (items.length === 0) return <Text>{t('messages.noInformation')}</Text>
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}

/** The service page's sections: About, What's Included, Gallery and Requirements. */
export function ServiceInformation({ service }: { service: Service }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xl">
      <Section title={t('catalogue.aboutService')}>
        <Text style={{ whiteSpace: 'pre-line' }}>
          {service.detailedDescription || t('messages.noInformation')}
        </Text>
      </Section>
      <Section title={t('catalogue.included')}>
        <TextList items={service.features} />
      </Section>
      {service.additionalImages.length > 0 ? (
        <Section title={t('catalogue.gallery')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {service.additionalImages.map((url, index) => (
              <Image
                key={url}
                src={url}
                alt={t('catalogue.photo', { title: service.title, number: index + 1 })}
                loading="lazy"
                decoding="async"
                width={960}
                height={640}
                h={160}
                radius="md"
                fit="cover"
              />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}
      <Section title={t('catalogue.requirements')}>
        <TextList items={service.requirements} />
        <PreparationNote text={service.preparation} />
      </Section>
    </Stack>
  )
}
