import { type CollectionFeeRule, DEFAULT_COLLECTION_FEE_RULE, type GlobalSettings } from '@labsite/shared'
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { updateGlobalSettings } from '../../api'
import { useAdminSave } from '../../hooks/use-admin-save'

type CollectionFeeFormProps = {
  settings: GlobalSettings
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: GlobalSettings) => void
}

/**
 * The home-collection fee rule: what a home collection costs, and from what booked amount
 * (after the family discount) it is free. New bookings take the rule as it is when they are made.
 */
export function CollectionFeeForm({ settings, version, canEdit, onSaved }: CollectionFeeFormProps) {
  const save = useAdminSave()
  const stored = settings.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE
  const [rule, setRule] = useState<CollectionFeeRule>(stored)
  const [busy, setBusy] = useState(false)
  useEffect(() => setRule(settings.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE), [settings.collectionFee])
  const symbol = settings.currency.symbol
  const changed = rule.amount !== stored.amount || rule.freeAbove !== stored.freeAbove

  async function submit() {
    setBusy(true)
    await save<GlobalSettings>({
      ...updateGlobalSettings({ collectionFee: rule }, version, 'Set the home-collection fee'),
      successMessage: {
        title: 'Collection fee updated',
        message: 'New bookings use the new fee; earlier bookings keep theirs.',
      },
      onSaved,
      onQueued: () => onSaved({ ...settings, collectionFee: rule }),
    })
    setBusy(false)
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="collection-fee-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="collection-fee-title">
          Home-collection fee
        </Title>
        <Text size="sm" c="dimmed">
          Added to the total of a home collection. Lab visits are free. 0 as the threshold: the fee always
          applies.
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label={`Fee (${symbol})`}
            min={0}
            max={100_000}
            decimalScale={2}
            value={rule.amount}
            disabled={!canEdit}
            onChange={(value) => setRule({ ...rule, amount: Number(value) || 0 })}
          />
          <NumberInput
            label={`Free from (${symbol})`}
            min={0}
            max={10_000_000}
            decimalScale={2}
            value={rule.freeAbove}
            disabled={!canEdit}
            onChange={(value) => setRule({ ...rule, freeAbove: Number(value) || 0 })}
          />
        </Group>
        <Group>
          <Button onClick={submit} loading={busy} disabled={!canEdit || !changed}>
            Save fee
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
