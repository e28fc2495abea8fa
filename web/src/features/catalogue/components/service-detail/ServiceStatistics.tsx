import { formatNumber, type Service } from '@labsite/shared'
import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../../i18n/use-locale'

/** The service statistics block: figures a visitor weighs before booking. */
export function ServiceStatistics({ service }: { service: Service }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const figures = [
    { label: t('catalogue.patientsServed'), value: formatNumber(service.patients, locale) },
    {
      label: t('catalogue.averageRating'),
      value: t('catalogue.ratingOutOf', { rating: service.rating.toFixed(1) }),
    },
    { label: t('catalogue.testsIncluded'), value: service.testsCount > 0 ? String(service.testsCount) : '–' },
    { label: t('catalogue.sampleCollection'), value: service.duration || '–' },
  ]
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {t('catalogue.statistics')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="md" radius="md">
            <Text fw={700} size="xl" c="teal.9">
              {figure.value}
            </Text>
            <Text size="sm">{figure.label}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}
