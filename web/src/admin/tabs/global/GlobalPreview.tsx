import {
  formatPrice,
  type GlobalSettings,
  isTranslatedLanguage,
  LOCALE_OF,
  PREVIEW_PRICE,
} from '@labsite/shared'
import { Stack, Text, Title } from '@mantine/core'

/** A sample price of 99 in the chosen symbol, and the chosen language's name. */
export function GlobalPreview({ settings }: { settings: GlobalSettings }) {
  return (
    <Stack gap={4} aria-live="polite">
      <Title order={3} size="h5">
        Preview
      </Title>
      <Text>
        Sample price:{' '}
        <strong data-testid="preview-price">
          {formatPrice(PREVIEW_PRICE, { currencyCode: settings.currency.code, locale: LOCALE_OF.en })}
        </strong>
      </Text>
      <Text>
        Language: <strong data-testid="preview-language">{settings.language.name}</strong>
      </Text>
      {isTranslatedLanguage(settings.language.code) ? null : (
        <Text size="sm" c="orange.9" data-testid="language-fallback">
          The public site is translated into English and Hindi only: visitors see it in English while{' '}
          {settings.language.name} is the default. Prices still use the chosen currency.
        </Text>
      )}
    </Stack>
  )
}
