import { Card, Image } from '@mantine/core'

/** A card's optional top picture (offers, thyroid packages): nothing when no address is set. */
export function CardPicture({ src, alt }: { src: string; alt: string }) {
  if (!src) return null
  return (
    <Card.Section mb="sm">
      <Image
        src={src}
        alt={alt}
        h={160}
        fit="cover"
        loading="lazy"
        decoding="async"
        width={480}
        height={160}
      />
    </Card.Section>
  )
}
