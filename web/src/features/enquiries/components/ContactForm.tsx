import type { ContactMessageFields } from '@labsite/shared'
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { emailAddress, optionalPhoneNumber, requiredText } from '../../../lib/enquiry-forms/form-rules'
import { useEnquirySubmit } from '../../../lib/enquiry-forms/use-enquiry-submit'
import { useSmallForm } from '../../../lib/use-small-form'
import { sendContactMessage } from '../api/send-contact-message'
import '../../../i18n/locales/en-bookings'

type ContactValues = Required<ContactMessageFields>
const EMPTY: ContactValues = { name: '', phone: '', email: '', subject: '', message: '' }

/** The contact form of the home page: toasts on success and failure; success clears it. */
export function ContactForm() {
  const { t } = useTranslation()
  const form = useSmallForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      name: requiredText(t('booking.nameRequired')),
      email: emailAddress(t, t('common.email')),
      phone: optionalPhoneNumber(t, t('common.phone')),
      subject: requiredText(t('contact.subjectRequired')),
      message: requiredText(t('contact.messageRequired')),
    },
  })

  const { busy, handleSubmit } = useEnquirySubmit({
    form,
    send: sendContactMessage,
    onSent: () =>
      notifications.show({
        color: 'teal',
        title: t('contact.successTitle'),
        message: t('messages.contactSent'),
      }),
    onFailed: () =>
      notifications.show({
        color: 'red',
        title: t('contact.errorTitle'),
        message: t('messages.contactFailed'),
      }),
  })

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('contact.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('contact.name')} required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('common.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('contact.phoneOptional')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput label={t('contact.subject')} required {...form.getInputProps('subject')} />
        </SimpleGrid>
        <Textarea label={t('contact.message')} required rows={5} {...form.getInputProps('message')} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  )
}
