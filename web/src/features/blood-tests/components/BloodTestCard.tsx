import type { BloodTest } from '@labsite/shared'
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PreparationNote } from '../../../components/PreparationNote'
import { useCategoryLabel } from '../../../i18n/use-category-label'
import { usePrices } from '../../../i18n/use-locale'

type BloodTestCardProps = {
  test: BloodTest
  onBook: (test: BloodTest) => void
}

/** One blood test: what it measures, its preparation and price, and a way to book it. */
export function BloodTestCard({ test, onBook }: BloodTestCardProps) {
  const categoryLabel = useCategoryLabel()
  const { t } = useTranslation()
  const { price } = usePrices()
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {test.name}
          </Title>
          <Badge color="teal.9" variant="outline">
            {categoryLabel(test.category)}
          </Badge>
        </Group>
        <Text size="sm">{test.description}</Text>
        <Text size="sm" c="gray.7">
          {t('bloodTests.details', { sample: test.sampleType, fasting: test.fasting, time: test.reportTime })}
        </Text>
        <PreparationNote text={test.preparation} />
        <Group gap="xs" align="baseline" mt="auto">
          <Text fw={700} size="lg">
            {price(test.price)}
          </Text>
          {test.originalPrice > test.price ? (
            <Text size="sm" c="gray.7" td="line-through">
              <VisuallyHidden>{`${t('common.originalPriceLabel')} `}</VisuallyHidden>
              {price(test.originalPrice)}
            </Text>
          ) : null}
        </Group>
        <Button onClick={() => onBook(test)} aria-label={t('bloodTests.bookLabel', { name: test.name })}>
          {t('common.bookNow')}
        </Button>
      </Stack>
    </Card>
  )
}
