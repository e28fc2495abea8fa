import type { ReferralFields } from '@labsite/shared'
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { submitReferral } from '../api/submit-referral'
import { useEnquirySubmit } from '../hooks/use-enquiry-submit'
import { emailAddress, phoneNumber } from '../utils/form-rules'
import { EnquiryFailure } from './EnquiryFailure'

const EMPTY: ReferralFields = { referrerEmail: '', referrerPhone: '', friendEmail: '', friendPhone: '' }

/** Refer and Earn (spec §5): all four fields required; a failure keeps what was typed. */
export function ReferralForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useForm<ReferralFields>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      referrerEmail: emailAddress('Your email'),
      referrerPhone: phoneNumber('Your phone'),
      friendEmail: emailAddress("Friend's email"),
      friendPhone: phoneNumber("Friend's phone"),
    },
  })

  const { busy, failure, handleSubmit } = useEnquirySubmit({
    form,
    send: submitReferral,
    onSent: onSubmitted,
  })

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Referral form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Your email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('referrerEmail')}
          />
          <TextInput
            label="Your phone"
            type="tel"
            required
            autoComplete="tel"
            {...form.getInputProps('referrerPhone')}
          />
          <TextInput label="Friend's email" type="email" required {...form.getInputProps('friendEmail')} />
          <TextInput label="Friend's phone" type="tel" required {...form.getInputProps('friendPhone')} />
        </SimpleGrid>
        <EnquiryFailure title="Your referral was not sent" failure={failure} />
        <Button type="submit" loading={busy}>
          Send Referral
        </Button>
      </Stack>
    </form>
  )
}
