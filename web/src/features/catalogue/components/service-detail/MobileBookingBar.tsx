import type { Service } from '@labsite/shared'
import { Box, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePrices } from '../../../../i18n/use-locale'
import classes from './MobileBookingBar.module.css'

/**
 * On small screens the booking card sits below the long service description, so a bar pinned to the
 * bottom keeps the price and "Book Now" in reach (hidden from the md breakpoint, where the card is
 * beside the text).
 */
export function MobileBookingBar({ service, onBook }: { service: Service; onBook: () => void }) {
  const { t } = useTranslation()
  const { servicePrice } = usePrices()
  return (
    <Box hiddenFrom="md">
      <div className={classes.spacer} />
      <section className={classes.bar} aria-label={t('catalogue.bookThis')}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text size="xs">{t('catalogue.price')}</Text>
            <Text fw={700} size="lg" c="teal.9">
              {servicePrice(service.amount)}
            </Text>
          </div>
          <Button size="md" onClick={onBook}>
            {t('common.bookNow')}
          </Button>
        </Group>
      </section>
    </Box>
  )
}
