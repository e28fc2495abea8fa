import { CONSULTATION_FILE_ACCEPT, MAX_CONSULTATION_FILES, MAX_UPLOAD_BYTES } from '@labsite/shared'
import {
  Alert,
  Button,
  FileInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { toApiError } from '../../../lib/api-client'
import { createSubmissionKeys } from '../api/submission-key'
import { type ConsultationSubmission, submitConsultation } from '../api/submit-consultation'
import { consultationFilesProblem } from '../utils/consultation-files'
import { emailAddress, phoneNumber, requiredText, trimmedStrings } from '../utils/form-rules'

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
  const [keys] = useState(createSubmissionKeys)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
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

  const handleSubmit = form.onSubmit(async (values) => {
    const submission = trimmedStrings(values)
    setFailure(null)
    setProgress(0)
    try {
      await submitConsultation(submission, {
        idempotencyKey: keys.keyFor(fingerprintOf(submission)),
        onProgress: setProgress,
      })
      keys.settle()
      form.reset()
      onSubmitted()
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setProgress(null)
    }
  })

  const busy = progress !== null
  const percent = Math.round((progress ?? 0) * 100)
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
          description={`Images or PDF, up to ${MAX_CONSULTATION_FILES} files of ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB each`}
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
        {failure ? (
          <Alert color="red" role="alert" title="Your request was not sent">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          Submit Request
        </Button>
      </Stack>
    </form>
  )
}
