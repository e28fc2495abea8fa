import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '@labsite/shared'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { preload } from 'react-dom'
import { toHeroImages, useBackgroundImages } from '../api/get-background-images'
import classes from './Hero.module.css'

/**
 * The hero's background carousel (spec §2): a new image every 5 s with a 1 s fade, a gradient when
 * there are none. The first image is fetched at high priority (it is the page's largest paint);
 * each later one is mounted one slide ahead, so it loads before its turn and not on page load.
 * With reduced motion the first image stays.
 */
export function HeroBackground() {
  const { data } = useBackgroundImages()
  const images = useMemo(() => toHeroImages(data ?? []), [data])
  const reduceMotion = useReducedMotion()
  const [slide, setSlide] = useState({ active: 0, furthest: 0 })
  const count = images.length

  if (count > 0) preload(images[0].url, { as: 'image', fetchPriority: 'high' })

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
