import { ActionIcon, Affix, Transition } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useContactInfo } from '../api/get-site-content'

/** A chat-app link takes the international number as bare digits: '+91 98765 43210' → 919876543210. */
export const chatAppUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** False while the element with id `avoidId` is on screen (true when there is no such element). */
function useClearOf(avoidId: string | undefined): boolean {
  const [clear, setClear] = useState(!avoidId)
  useEffect(() => {
    const target = avoidId ? document.getElementById(avoidId) : null
    if (!target || typeof IntersectionObserver === 'undefined') {
      setClear(true)
      return
    }
    const observer = new IntersectionObserver(([entry]) => setClear(!entry?.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [avoidId])
  return clear
}

export interface ChatAppLinkProps {
  /**
   * The id of an area whose buttons the floating link must never cover (the home hero with "Book a
   * Package"): the link shows only once that area has scrolled out of view.
   */
  avoidId?: string
}

/** The floating chat link fixed at the bottom right of the home page (spec §2), to the contact phone. */
export function ChatAppLink({ avoidId }: ChatAppLinkProps) {
  const { t } = useTranslation()
  const { data: contact } = useContactInfo()
  const clear = useClearOf(avoidId)
  if (!contact?.phone.replace(/\D/g, '')) return null
  // In place rather than in a portal: a portal mounts with a layout-effect state update, which makes React
  // render again and run every effect of the page in the task that shows it (issue 16). Fixed
  // positioning puts the link at the same place either way.
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150} withinPortal={false}>
      <Transition mounted={clear} transition="slide-up" duration={150}>
        {(styles) => (
          <ActionIcon
            style={styles}
            component="a"
            href={chatAppUrl(contact.phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('home.chat')}
            size={56}
            radius="xl"
            color="green.9"
            variant="filled"
          >
            <IconBrandWhatsapp size={30} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
