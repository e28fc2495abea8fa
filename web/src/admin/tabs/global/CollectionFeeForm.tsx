import { type CollectionFeeRule, DEFAULT_COLLECTION_FEE_RULE, type GlobalSettings } from '@labsite/shared'
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { updateGlobalSettings } from '../../api'
import { useDocumentForm } from '../../hooks/use-document-form'

type CollectionFeeFormProps = {
  settings: GlobalSettings
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: GlobalSettings) => void
}

/** The part of the global settings this form saves. */
type CollectionFee = { collectionFee: CollectionFeeRule }

const toFormValues = (settings: Partial<GlobalSettings>): CollectionFeeRule =>
  settings.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE
const toDocument = (rule: CollectionFeeRule): CollectionFee => ({
  collectionFee: { amount: Number(rule.amount) || 0, freeAbove: Number(rule.freeAbove) || 0 },
})

/**
 * The home-collection fee rule: what a home collection costs, and from what booked amount
 * (after the family discount) it is free. New bookings take the rule as it is when they are made.
 */
export function CollectionFeeForm({ settings, version, canEdit, onSaved }: CollectionFeeFormProps) {
  const { form, busy, onSubmit, showDocument } = useDocumentForm<CollectionFee, CollectionFeeRule>({
    initial: { collectionFee: toFormValues(settings) },
    version,
    update: updateGlobalSettings,
    label: 'Set the home-collection fee',
    successMessage: () => ({
      title: 'Collection fee updated',
      message: 'New bookings use the new fee; earlier bookings keep theirs.',
    }),
    toFormValues,
    toDocument,
    // The server answers the whole settings; queued offline, only the fee is known to have changed.
    onSaved: (saved) => onSaved({ ...settings, ...saved }),
  })
  const symbol = settings.currency.symbol
  const stored = toFormValues(settings)
  // A fee stored by someone else, or a restored version, replaces the form's.
  useEffect(() => showDocument({ collectionFee: stored }), [stored, showDocument])
  const { collectionFee: rule } = toDocument(form.getValues())
  const changed = rule.amount !== stored.amount || rule.freeAbove !== stored.freeAbove

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="collection-fee-title">
      <form onSubmit={onSubmit}>
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
              disabled={!canEdit}
              {...form.getInputProps('amount')}
            />
            <NumberInput
              label={`Free from (${symbol})`}
              min={0}
              max={10_000_000}
              decimalScale={2}
              disabled={!canEdit}
              {...form.getInputProps('freeAbove')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={busy} disabled={!canEdit || !changed}>
              Save fee
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
