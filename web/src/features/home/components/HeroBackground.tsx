import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '@labsite/shared'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { preload } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { srcSetFor } from '../../../lib/initial-data'
import { toHeroImages, useBackgroundImages } from '../api/get-background-images'
import classes from './Hero.module.css'

/**
 * The hero's background carousel: a new image every 5 s with a 1 s fade, a gradient when
 * there are none. The first image is fetched at high priority (it is the page's largest paint);
 * each later one is mounted one slide ahead, so it loads before its turn and not on page load.
 * With reduced motion the first image stays.
 */
export function HeroBackground() {
  const { t } = useTranslation()
  const { data } = useBackgroundImages()
  const images = useMemo(
    () => toHeroImages(data ?? [], (number) => t('home.backgroundAlt', { number })),
    [data, t],
  )
  const reduceMotion = useReducedMotion()
  const [slide, setSlide] = useState({ active: 0, furthest: 0 })
  const count = images.length

  const firstSrcSet = count > 0 ? srcSetFor(images[0].url) : undefined
  if (count > 0) {
    preload(images[0].url, {
      as: 'image',
      fetchPriority: 'high',
      ...(firstSrcSet ? { imageSrcSet: firstSrcSet, imageSizes: '100vw' } : {}),
    })
  }

  useEffect(() => {
    if (count < 2 || reduceMotion) return
    const timer = window.setInterval(() => {
      setSlide(({ active, furthest }) => {
        const next = (active + 1) % count
        return { active: next, furthest: Math.max(furthest, next) }
      })
    }, CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [count, reduceMotion])

  const active = count > 0 ? slide.active % count : 0
  const mounted = reduceMotion ? images.slice(0, 1) : images.slice(0, Math.min(count, slide.furthest + 2))
  return (
    <>
      <div className={classes.gradient} />
      {mounted.map((image, index) => (
        <img
          key={image.id}
          src={image.url}
          srcSet={srcSetFor(image.url)}
          sizes={srcSetFor(image.url) ? '100vw' : undefined}
          alt={index === active ? image.alt : ''}
          aria-hidden={index === active ? undefined : true}
          className={classes.slide}
          width={1920}
          height={900}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          decoding={index === 0 ? 'sync' : 'async'}
          style={{
            opacity: index === active ? 1 : 0,
            transition: reduceMotion ? 'none' : `opacity ${CAROUSEL_FADE_MS}ms ease-in-out`,
          }}
        />
      ))}
      {count > 0 ? <div className={classes.scrim} /> : null}
    </>
  )
}
