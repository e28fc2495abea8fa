import { PATHS } from '@labsite/shared'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconShoppingBag } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useBookingBasket } from '../stores/booking-basket'

/** The header's way to the basket page, with how many items it holds; nothing while it is empty. */
export function BasketLink() {
  const { t } = useTranslation()
  const count = useBookingBasket((state) => state.items.length)
  if (count === 0) return null
  return (
    <Indicator label={count} size={16} offset={4} color="teal.8">
      <ActionIcon
        component={Link}
        to={PATHS.basket}
        variant="subtle"
        size={44}
        aria-label={t('basket.open', { count })}
      >
        <IconShoppingBag size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  )
}
