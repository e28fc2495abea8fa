import { isOneOf, LABEL_SIZES, type LabelSize } from '@labsite/shared'

/** The label size is the printer's, not the booking's: the desk's last choice is kept on this computer. */
const LABEL_SIZE_KEY = 'labsite.admin.labelSize'

export function rememberedLabelSize(): LabelSize {
  const stored = localStorage.getItem(LABEL_SIZE_KEY)
  return isOneOf(LABEL_SIZES, stored) ? stored : LABEL_SIZES[0]
}

export function rememberLabelSize(size: LabelSize): void {
  localStorage.setItem(LABEL_SIZE_KEY, size)
}
