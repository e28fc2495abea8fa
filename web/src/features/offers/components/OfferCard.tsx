import { formatCalendarDate, type Offer } from '@labsite/shared'
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CardPicture } from '../../../components/CardPicture'
import { PreparationNote } from '../../../components/PreparationNote'
import { useLocale, usePrices } from '../../../i18n/use-locale'

/** One offer with every field, '1000+ booked' and a Book Now button. */
export function OfferCard({ offer, onBook }: { offer: Offer; onBook: (offer: Offer) => void }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { price } = usePrices()
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      <CardPicture src={offer.image} alt={offer.imageAlt} />
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Badge color="red.9" size="lg">
            {t('offers.discount', { percent: offer.discount })}
          </Badge>
          {offer.popularity ? (
            <Badge variant="outline" color="teal.9">
              {offer.popularity}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} size="h3">
          {offer.title}
        </Title>
        <Group gap="sm" align="baseline">
          <Text fw={700} size="xl" c="teal.9">
            {price(offer.discountedPrice)}
          </Text>
          <Text
            td="line-through"
            aria-label={t('common.originalPrice', { price: price(offer.originalPrice) })}
          >
            {price(offer.originalPrice)}
          </Text>
        </Group>
        <Text>{offer.description}</Text>
        {offer.features.length > 0 ? (
          <List spacing={4} size="sm">
            {offer.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="space-between" mt="auto">
          <Text size="sm">
            {t('offers.validTill', { date: formatCalendarDate(offer.validTill, locale) })}
          </Text>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('offers.booked')}</Text>
          </Group>
        </Group>
        <PreparationNote text={offer.preparation} />
        <Button onClick={() => onBook(offer)}>{t('common.bookNow')}</Button>
      </Stack>
    </Card>
  )
}
