import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * How to get ready for a catalogue item: its preparation text as staff wrote it (fasting
 * hours, what to bring), on the item's card or page; nothing when the item has none.
 */
export function PreparationNote({ text }: { text: string | undefined }) {
  const { t } = useTranslation()
  const preparation = text?.trim()
  if (!preparation) return null
  return (
    <Text size="sm" data-testid="preparation" style={{ whiteSpace: 'pre-line' }}>
      <Text span fw={700} size="sm">
        {t('catalogue.preparation')}
      </Text>{' '}
      {preparation}
    </Text>
  )
}
