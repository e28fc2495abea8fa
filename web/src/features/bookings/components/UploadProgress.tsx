import { Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import '../../../i18n/locales/en-bookings'

/** How much of a booking's upload has gone (0–1 in `progress`), shown while it is sent. */
export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation()
  const percent = Math.round(progress * 100)
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        aria-label={t('booking.uploadProgress')}
        size="lg"
        animated
        // Visible from the first moment, before the browser reports any bytes sent.
        styles={{ section: { minWidth: 12 } }}
      />
      <Text size="sm" aria-live="polite">
        {t('booking.sending', { percent })}
      </Text>
    </Stack>
  )
}
