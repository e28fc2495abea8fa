import type { ReferralFields } from '@labsite/shared'
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { toApiError } from '../../../lib/api-client'
import { createSubmissionKeys } from '../api/submission-key'
import { submitReferral } from '../api/submit-referral'
import { emailAddress, phoneNumber, trimmedStrings } from '../utils/form-rules'

const EMPTY: ReferralFields = { referrerEmail: '', referrerPhone: '', friendEmail: '', friendPhone: '' }

/** Refer and Earn (spec §5): all four fields required; a failure keeps what was typed. */
export function ReferralForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [keys] = useState(createSubmissionKeys)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
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

  const handleSubmit = form.onSubmit(async (values) => {
    const fields = trimmedStrings(values)
    setBusy(true)
    setFailure(null)
    try {
      await submitReferral(fields, keys.keyFor(JSON.stringify(fields)))
      keys.settle()
      form.reset()
      onSubmitted()
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setBusy(false)
    }
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
        {failure ? (
          <Alert color="red" role="alert" title="Your referral was not sent">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          Send Referral
        </Button>
      </Stack>
    </form>
  )
}
