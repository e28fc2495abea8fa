import { SERVICE_CARD_DESCRIPTION_MAX, type Service, truncate } from '@labsite/shared'
import { Anchor, Card, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { servicePath } from '../../../config/paths'
import { usePrices } from '../../../i18n/use-locale'
import { ServiceBadges } from './ServiceBadges'

/** A package card: the description is cut at 110 characters and followed by a 'More' link. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation()
  const { servicePrice } = usePrices()
  const to = servicePath(service.id)
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      {service.image ? (
        <Card.Section>
          <Image
            src={service.image}
            alt={service.imageAlt || service.title}
            loading="lazy"
            decoding="async"
            width={960}
            height={640}
            h={180}
            fit="cover"
          />
        </Card.Section>
      ) : null}
      <ServiceBadges service={service} mt="md" />
      <Title order={3} size="h4" mt="xs">
        <Anchor component={Link} to={to} c="gray.9">
          {service.title}
        </Anchor>
      </Title>
      <Text size="sm" mt="xs" style={{ flexGrow: 1 }}>
        {truncate(service.description, SERVICE_CARD_DESCRIPTION_MAX)}{' '}
        <Anchor component={Link} to={to} fw={600} c="teal.9">
          {t('catalogue.more')}
          <VisuallyHidden>{t('catalogue.moreAbout', { title: service.title })}</VisuallyHidden>
        </Anchor>
      </Text>
      <Group justify="space-between" mt="md">
        <Text fw={700} size="lg" c="teal.9">
          {servicePrice(service.amount)}
        </Text>
        {service.duration ? <Text size="sm">{service.duration}</Text> : null}
      </Group>
    </Card>
  )
}
