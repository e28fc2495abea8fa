import { type GlobalSettings, PREVIEW_PRICE } from '@labsite/shared'
import { Stack, Text, Title } from '@mantine/core'

/** Spec §2: a sample price of 99 in the chosen symbol, and the chosen language's name. */
export function GlobalPreview({ settings }: { settings: GlobalSettings }) {
  return (
    <Stack gap={4} aria-live="polite">
      <Title order={3} size="h5">
        Preview
      </Title>
      <Text>
        Sample price:{' '}
        <strong data-testid="preview-price">{`${settings.currency.symbol}${PREVIEW_PRICE}`}</strong>
      </Text>
      <Text>
        Language: <strong data-testid="preview-language">{settings.language.name}</strong>
      </Text>
    </Stack>
  )
}
