import { ActionIcon, Group, Title } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSliders } from '../api/get-sliders'
import classes from './PromotionsCarousel.module.css'

/**
 * The promotions carousel of the offers page, fed by the admin's Sliders tab: each slide is a
 * picture with its text as a caption. It never moves by itself (WCAG 2.2.2); visitors scroll or
 * swipe it, or use the previous/next buttons. Nothing shows while there are no slides.
 */
export function PromotionsCarousel() {
  const { t } = useTranslation()
  const { data: slides } = useSliders()
  const track = useRef<HTMLUListElement>(null)
  if (!slides || slides.length === 0) return null
  const scrollBy = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9 })
  return (
    <section aria-roledescription="carousel" aria-labelledby="promotions-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="promotions-title">
          {t('offers.promotions')}
        </Title>
        {slides.length > 1 ? (
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('offers.previousPromotions')}
              onClick={() => scrollBy(-1)}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('offers.nextPromotions')}
              onClick={() => scrollBy(1)}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <ul ref={track} className={classes.track} tabIndex={0} aria-label={t('offers.promotions')}>
        {slides.map((slide) => (
          <li key={slide.id}>
            <figure className={classes.slide}>
              <img src={slide.imageUrl} alt="" width={480} height={270} loading="lazy" decoding="async" />
              <figcaption className={classes.caption}>{slide.altText}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
