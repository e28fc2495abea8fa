import { Image, Input, Text } from '@mantine/core'
import { ImageField, type ImageFieldProps } from './ImageField'

/** An image field for administrators; staff (read-only) see the current image and its address only. */
export function ImagePreviewField({ canEdit, ...props }: ImageFieldProps & { canEdit: boolean }) {
  if (canEdit) return <ImageField {...props} />
  return (
    <Input.Wrapper label={props.label} labelElement="div">
      {props.value ? (
        <>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {props.value}
          </Text>
          <Image
            src={props.value}
            alt={`${props.label} preview`}
            w={160}
            h={100}
            width={160}
            height={100}
            fit="cover"
            radius="sm"
            loading="lazy"
            mt={4}
          />
        </>
      ) : (
        <Text size="sm">No image</Text>
      )}
    </Input.Wrapper>
  )
}
