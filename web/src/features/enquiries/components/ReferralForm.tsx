import type { ReferralFields } from '@labsite/shared'
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EnquiryFailure } from '../../../components/EnquiryFailure'
import { emailAddress, phoneNumber } from '../../../lib/enquiry-forms/form-rules'
import { useEnquirySubmit } from '../../../lib/enquiry-forms/use-enquiry-submit'
import { useSmallForm } from '../../../lib/use-small-form'
import { submitReferral } from '../api/submit-referral'

const EMPTY: ReferralFields = { referrerEmail: '', referrerPhone: '', friendEmail: '', friendPhone: '' }

/** Refer and Earn: all four fields required; a failure keeps what was typed. */
export function ReferralForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation()
  const form = useSmallForm<ReferralFields>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      referrerEmail: emailAddress(t, t('referral.yourEmail')),
      referrerPhone: phoneNumber(t, t('referral.yourPhone')),
      friendEmail: emailAddress(t, t('referral.friendEmail')),
      friendPhone: phoneNumber(t, t('referral.friendPhone')),
    },
  })

  const { busy, failure, handleSubmit } = useEnquirySubmit({
    form,
    send: submitReferral,
    onSent: onSubmitted,
  })

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('referral.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('referral.yourEmail')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('referrerEmail')}
          />
          <TextInput
            label={t('referral.yourPhone')}
            type="tel"
            required
            autoComplete="tel"
            {...form.getInputProps('referrerPhone')}
          />
          <TextInput
            label={t('referral.friendEmail')}
            type="email"
            required
            {...form.getInputProps('friendEmail')}
          />
          <TextInput
            label={t('referral.friendPhone')}
            type="tel"
            required
            {...form.getInputProps('friendPhone')}
          />
        </SimpleGrid>
        <EnquiryFailure title={t('referral.notSent')} failure={failure} />
        <Button type="submit" loading={busy}>
          {t('referral.send')}
        </Button>
      </Stack>
    </form>
  )
}
