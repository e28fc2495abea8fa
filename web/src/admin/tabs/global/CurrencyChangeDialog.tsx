import { formatPrice, type GlobalSettings, LOCALE_OF, PREVIEW_PRICE, type Service } from '@labsite/shared'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { servicesQuery } from '../../api'
import { AdminModal } from '../../components/AdminModal'
import type { RestoreConfirmation } from '../../components/history/HistoryDrawer'
import { revisionTime } from '../../components/history/revision-text'
import { useAdminResource } from '../../hooks/use-admin-resource'

interface CurrencyChangeDialogProps {
  from: Currency
  /** The currency asked for; null keeps the dialog closed. */
  to: Currency | null
  onConfirm: () => void
  onCancel: () => void
  /** What else the confirmation does, e.g. which version a restore puts back. */
  note?: ReactNode
  /** While the change is being sent: the confirm button waits, the dialog stays. */
  busy?: boolean
}

type Currency = GlobalSettings['currency']

const EXAMPLES_SHOWN = 3

/**
 * A currency change rewrites every public price's symbol, not its amount, so one slip
 * would turn ₹1,799 into €1,799 everywhere. Staff see real prices before and after, then confirm.
 */
export function CurrencyChangeDialog({
  from,
  to,
  onConfirm,
  onCancel,
  note,
  busy,
}: CurrencyChangeDialogProps) {
  const services = useAdminResource<Service[]>(servicesQuery, [])
  if (!to) return null
  const priced = services.data.filter((service) => service.price).slice(0, EXAMPLES_SHOWN)
  const examples = priced.length
    ? priced.map((service) => ({ name: service.title, price: service.price }))
    : [{ name: 'Sample price', price: String(PREVIEW_PRICE) }]
  const inCurrency = (price: string, currency: Currency) =>
    formatPrice(price, { currencyCode: currency.code, locale: LOCALE_OF.en })

  return (
    <AdminModal opened onClose={onCancel} title={`Show prices in ${to.name}?`}>
      <Stack>
        <Text>
          Prices are not converted: every price on the public site keeps its amount and shows the {to.name}{' '}
          symbol instead.
        </Text>
        <List aria-label="Public prices before and after" data-testid="currency-change-examples">
          {examples.map((example) => (
            <List.Item key={example.name}>
              {example.name}: {inCurrency(example.price, from)} becomes{' '}
              <strong>{inCurrency(example.price, to)}</strong>
            </List.Item>
          ))}
        </List>
        {note ? <Text>{note}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Keep {from.name}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Show prices in {to.name}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  )
}

/**
 * Restoring a version of the global settings with another currency changes every public price's
 * symbol just as choosing it does, so it asks the same question (with the same examples); a version
 * with the current currency gets the History drawer's own confirmation.
 */
export function confirmCurrencyRestore(current: Currency): RestoreConfirmation {
  return ({ revision, restore, cancel, busy }) => {
    const to = (revision.record as Partial<GlobalSettings> | null)?.currency
    if (!to || to.code === current.code) return null
    return (
      <CurrencyChangeDialog
        from={current}
        to={to}
        onConfirm={restore}
        onCancel={cancel}
        busy={busy}
        note={`Restoring version ${revision.version} of ${revisionTime(revision)} puts back its currency, language and home-collection fee, saved as a new change: the current version stays in the history.`}
      />
    )
  }
}
