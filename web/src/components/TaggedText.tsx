import { cloneElement, Fragment, type ReactElement } from 'react'

const TAG = /<(\w+)>(.*?)<\/\1>/g

export interface TaggedTextProps {
  /** A translated sentence whose parts to link are marked `<name>words</name>`. */
  text: string
  /** The element each tag name becomes, given the tagged words as its children. */
  components: Record<string, ReactElement<{ children?: string }>>
}

/**
 * What react-i18next's <Trans components> does for a sentence with plain tags, without the 5 KB of
 * gzip (and HTML parser) <Trans> adds to the page. Untagged words stay text.
 */
export function TaggedText({ text, components }: TaggedTextProps) {
  const parts: (string | ReactElement)[] = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, name, words] = match
    const element = components[name]
    parts.push(text.slice(last, match.index))
    parts.push(element ? cloneElement(element, { key: match.index }, words) : words)
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return <Fragment>{parts.filter((part) => part !== '')}</Fragment>
}
