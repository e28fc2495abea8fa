import { type ThyroidPackage, thyroidSavingPercent } from '@labsite/shared'
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CardPicture } from '../../../components/CardPicture'
import { PreparationNote } from '../../../components/PreparationNote'
import { usePrices } from '../../../i18n/use-locale'

const testsOf = (pkg: ThyroidPackage) =>
  pkg.tests_included
    .split(',')
    .map((test) => test.trim())
    .filter(Boolean)

type ThyroidPackageCardProps = {
  pkg: ThyroidPackage
  onBook: (pkg: ThyroidPackage) => void
}

/** A thyroid package with its saving percentage and a Book Now button. */
export function ThyroidPackageCard({ pkg, onBook }: ThyroidPackageCardProps) {
  const { t } = useTranslation()
  const { price } = usePrices()
  const saving = thyroidSavingPercent(pkg.price, pkg.originalPrice)
  const tests = testsOf(pkg)
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      <CardPicture src={pkg.image} alt={pkg.image_alt} />
      <Stack gap="sm" h="100%">
        <Group justify="space-between" mih={26}>
          {saving > 0 ? (
            <Badge color="red.9" size="lg">
              {t('thyroid.save', { percent: saving })}
            </Badge>
          ) : (
            <span />
          )}
          {pkg.popular ? (
            <Badge color="yellow.5" c="dark.9">
              {t('common.popular')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3}>{pkg.name}</Title>
        {pkg.description ? <Text>{pkg.description}</Text> : null}
        <Group gap="sm" align="baseline">
          <Text fw={700} size="xl" c="teal.9">
            {price(pkg.price)}
          </Text>
          {pkg.originalPrice > pkg.price ? (
            <Text
              td="line-through"
              aria-label={t('common.originalPrice', { price: price(pkg.originalPrice) })}
            >
              {price(pkg.originalPrice)}
            </Text>
          ) : null}
        </Group>
        {tests.length > 0 ? (
          <div>
            <Text fw={600} size="sm">
              {t('thyroid.testsIncluded')}
            </Text>
            <List size="sm" spacing={2}>
              {tests.map((test) => (
                <List.Item key={test}>{test}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Stack gap={2} mt="auto">
          {pkg.report_time ? <Text size="sm">{t('thyroid.reportIn', { time: pkg.report_time })}</Text> : null}
          {pkg.sample_type ? <Text size="sm">{t('thyroid.sample', { sample: pkg.sample_type })}</Text> : null}
          {pkg.fasting_required ? (
            <Text size="sm">{t('thyroid.fasting', { fasting: pkg.fasting_required })}</Text>
          ) : null}
          <PreparationNote text={pkg.preparation} />
        </Stack>
        <Button onClick={() => onBook(pkg)}>{t('common.bookNow')}</Button>
      </Stack>
    </Card>
  )
}
