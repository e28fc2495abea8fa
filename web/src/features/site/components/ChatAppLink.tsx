import { ActionIcon, Affix } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { useContactInfo } from '../api/get-site-content'

/** A chat-app link takes the international number as bare digits: '+91 98765 43210' → 919876543210. */
export const chatAppUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** The floating chat link fixed at the bottom right of the home page (spec §2), to the contact phone. */
export function ChatAppLink() {
  const { data: contact } = useContactInfo()
  if (!contact?.phone.replace(/\D/g, '')) return null
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <ActionIcon
        component="a"
        href={chatAppUrl(contact.phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        size={56}
        radius="xl"
        color="green.9"
        variant="filled"
      >
        <IconBrandWhatsapp size={30} aria-hidden />
      </ActionIcon>
    </Affix>
  )
}
