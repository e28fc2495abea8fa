import { Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'

/**
 * How a visitor gets ready for a catalogue item: the booking's confirmation, its
 * day-before reminder and calendar event list it under the item's name.
 */
export function PreparationField<Values extends { preparation: string }>({
  form,
}: {
  form: UseFormReturnType<Values>
}) {
  return (
    <Textarea
      label="Preparation"
      description="Sent with each booking of it: fasting hours, what to bring. Left empty, its fasting or requirements are sent."
      placeholder="e.g. Fast for 10–12 hours; water is fine. Bring your last report."
      autosize
      minRows={2}
      maxLength={5000}
      {...form.getInputProps('preparation')}
    />
  )
}
