import { type ContactMessageFields, MESSAGES } from '@labsite/shared'
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { sendContactMessage } from '../api/send-contact-message'
import { useEnquirySubmit } from '../hooks/use-enquiry-submit'
import { emailAddress, requiredText } from '../utils/form-rules'

type ContactValues = Required<ContactMessageFields>
const EMPTY: ContactValues = { name: '', phone: '', email: '', subject: '', message: '' }

/** The contact form of the home page (spec §5, §8): toasts on success and failure; success clears it. */
export function ContactForm() {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      name: requiredText('Name is required'),
      email: emailAddress(),
      subject: requiredText('Subject is required'),
      message: requiredText('Message is required'),
    },
  })

  const { busy, handleSubmit } = useEnquirySubmit({
    form,
    send: sendContactMessage,
    onSent: () => notifications.show({ color: 'teal', title: 'Success!', message: MESSAGES.contactSent }),
    onFailed: () => notifications.show({ color: 'red', title: 'Error!', message: MESSAGES.contactFailed }),
  })

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput label="Subject" required {...form.getInputProps('subject')} />
        </SimpleGrid>
        <Textarea label="Message" required rows={5} {...form.getInputProps('message')} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Send Message
        </Button>
      </Stack>
    </form>
  )
}
