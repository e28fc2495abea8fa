import { formatNumber, type Service } from '@labsite/shared'
import { Group, Image, Stack, Text, Title } from '@mantine/core'
import { IconClock, IconStarFilled, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLocale, usePrices } from '../../../../i18n/use-locale'
import { ServiceBadges } from '../ServiceBadges'

/** Top of the service page: category, Popular badge, title, description, price, duration, rating, patients, image. */
export function ServiceOverview({ service }: { service: Service }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { servicePrice } = usePrices()
  return (
    <Stack gap="md">
      {service.image ? (
        <Image
          src={service.image}
          alt={service.imageAlt || service.title}
          width={960}
          height={640}
          h={{ base: 220, sm: 360 }}
          radius="md"
          fit="cover"
          fetchPriority="high"
        />
      ) : null}
      <ServiceBadges service={service} />
      <Title order={1}>{service.title}</Title>
      {service.description ? <Text size="lg">{service.description}</Text> : null}
      <Group gap="xl" wrap="wrap">
        <Text fw={700} size="xl" c="teal.9">
          {servicePrice(service.amount)}
        </Text>
        {service.duration ? (
          <Group gap={6}>
            <IconClock size={18} aria-hidden />
            <Text>{service.duration}</Text>
          </Group>
        ) : null}
        <Group gap={6}>
          <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
          <Text>
            {t('catalogue.rating', {
              rating: service.rating.toLocaleString(locale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            })}
          </Text>
        </Group>
        <Group gap={6}>
          <IconUsers size={18} aria-hidden />
          <Text>{t('catalogue.patients', { formatted: formatNumber(service.patients, locale) })}</Text>
        </Group>
      </Group>
    </Stack>
  )
}
