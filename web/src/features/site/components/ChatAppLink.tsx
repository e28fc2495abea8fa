import { ActionIcon, Transition } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessContact } from '../api/get-site-content'
import classes from './ChatAppLink.module.css'

/** A chat-app link takes the international number as bare digits: '+91 98765 43210' → 919876543210. */
export const chatAppUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** False while any element with one of the ids `avoidIds` is on screen (ids not on the page are ignored). */
function useClearOf(avoidIds: readonly string[]): boolean {
  const [clear, setClear] = useState(avoidIds.length === 0)
  const key = avoidIds.join(' ')
  useEffect(() => {
    const targets = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((target): target is HTMLElement => target !== null)
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      setClear(true)
      return
    }
    const onScreen = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target)
        else onScreen.delete(entry.target)
      }
      setClear(onScreen.size === 0)
    })
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [key])
  return clear
}

export interface ChatAppLinkProps {
  /**
   * The ids of areas whose buttons and fields the floating link must never cover (the contact form, the
   * footer's links): it shows only while none is in view.
   */
  avoidIds?: readonly string[]
}

/** The floating chat link fixed at the bottom right of the home page, to the contact phone. */
export function ChatAppLink({ avoidIds = [] }: ChatAppLinkProps) {
  const { t } = useTranslation()
  const { data: contact } = useBusinessContact()
  const clear = useClearOf(avoidIds)
  if (!contact?.phone.replace(/\D/g, '')) return null
  // In place rather than in a portal: a portal mounts with a layout-effect state update, which makes React
  // render again and run every effect of the page in the task that shows it. Fixed
  // positioning puts the link at the same place either way. A plain block rather than Mantine's Affix,
  // whose portal code was 1 KB of the home page's first visit (the budget of scripts/bench-web.mjs).
  return (
    <div className={classes.corner}>
      <Transition mounted={clear} transition="slide-up" duration={150}>
        {(styles) => (
          <ActionIcon
            style={styles}
            data-floating
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
    </div>
  )
}
