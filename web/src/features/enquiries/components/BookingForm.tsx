import { CONSULTATION_FILE_ACCEPT, MAX_CONSULTATION_FILES, MAX_UPLOAD_MB } from '@labsite/shared'
import { Button, FileInput, Progress, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type ConsultationSubmission, submitConsultation } from '../api/submit-consultation'
import { useEnquirySubmit } from '../hooks/use-enquiry-submit'
import { consultationFilesProblem } from '../utils/consultation-files'
import { emailAddress, phoneNumber, requiredText } from '../utils/form-rules'
import { EnquiryFailure } from './EnquiryFailure'

const READABLE_GREY = 'var(--mantine-color-gray-7)'
const EMPTY: ConsultationSubmission = {
  name: '',
  email: '',
  address: '',
  phone: '',
  description: '',
  files: [],
}

const fingerprintOf = ({ files, ...fields }: ConsultationSubmission) =>
  JSON.stringify({ ...fields, files: files.map((f) => [f.name, f.size, f.lastModified]) })

type BookingFormProps = {
  /** Called once the server has stored the booking (the form has already been cleared). */
  onSubmitted: () => void
}

/**
 * The booking enquiry of spec §5: five required fields and optional image/PDF files, sent as one
 * multipart request with a visible upload progress. A failure keeps everything the visitor typed.
 */
export function BookingForm({ onSubmitted }: BookingFormProps) {
  const [progress, setProgress] = useState(0)
  const form = useForm<ConsultationSubmission>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      name: requiredText('Name is required'),
      email: emailAddress(),
      address: requiredText('Address is required'),
      phone: phoneNumber(),
      description: requiredText('Please tell us what you need'),
      files: consultationFilesProblem,
    },
    validateInputOnChange: ['files'],
  })

  const { busy, failure, handleSubmit } = useEnquirySubmit({
    form,
    send: (submission, idempotencyKey) => {
      setProgress(0)
      return submitConsultation(submission, { idempotencyKey, onProgress: setProgress })
    },
    fingerprint: fingerprintOf,
    onSent: onSubmitted,
  })
  const percent = Math.round(progress * 100)
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Booking form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput
            label="Address"
            required
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
        </SimpleGrid>
        <Textarea
          label="What would you like to book?"
          required
          rows={3}
          {...form.getInputProps('description')}
        />
        <FileInput
          label="Prescriptions or reports (optional)"
          description={`Images or PDF, up to ${MAX_CONSULTATION_FILES} files of ${MAX_UPLOAD_MB} MB each`}
          placeholder="Choose files"
          multiple
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen files' }}
          accept={CONSULTATION_FILE_ACCEPT}
          // Mantine's default grey for these is below AA contrast on white.
          styles={{ description: { color: READABLE_GREY }, placeholder: { color: READABLE_GREY } }}
          {...form.getInputProps('files')}
        />
        {busy ? (
          <Stack gap={4}>
            <Progress
              value={percent}
              aria-label="Upload progress"
              size="lg"
              animated
              // Visible from the first moment, before the browser reports any bytes sent.
              styles={{ section: { minWidth: 12 } }}
            />
            <Text size="sm" aria-live="polite">
              Sending… {percent}%
            </Text>
          </Stack>
        ) : null}
        <EnquiryFailure title="Your request was not sent" failure={failure} />
        <Button type="submit" loading={busy}>
          Submit Request
        </Button>
      </Stack>
    </form>
  )
}
