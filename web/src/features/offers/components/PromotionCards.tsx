import { BULK_DISCOUNT_MIN_MEMBERS, BULK_DISCOUNT_PERCENT } from '@labsite/shared'
import { Button, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAward, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'

/** The two extra promotions of the offers page: bulk booking, and a loyalty program with no action yet. */
export function PromotionCards() {
  const { t } = useTranslation()
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="xl">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconUsersGroup size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" mt="md">
          {t('offers.bulkTitle')}
        </Title>
        <Text mt="xs" mb="md">
          {t('offers.bulkText', { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT })}
        </Text>
        <Button component={Link} to={PATHS.bulkBooking} variant="outline" style={{ alignSelf: 'flex-start' }}>
          {t('offers.learnMore')}
        </Button>
      </Card>
      <Card withBorder padding="xl">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconAward size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" mt="md">
          {t('offers.loyaltyTitle')}
        </Title>
        <Text mt="xs">{t('offers.loyaltyText')}</Text>
      </Card>
    </SimpleGrid>
  )
}
