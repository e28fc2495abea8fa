import type { BookingSlot, BookingSlotFields } from '@labsite/shared'
import { NativeSelect, NumberInput, TextInput } from '@mantine/core'
import { createBookingSlot, slotName, updateBookingSlot, WEEKDAY_NAMES } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { showAdminToast } from '../../components/admin-toast'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'

const EMPTY: BookingSlotFields = { weekday: 1, startTime: '07:00', endTime: '08:00', capacity: 5 }

const WEEKDAYS = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }))

const valuesOf = ({ weekday, startTime, endTime, capacity }: BookingSlotFields): BookingSlotFields => ({
  weekday,
  startTime,
  endTime,
  capacity,
})

/**
 * 'Add a slot' / 'Edit the slot …': weekday, start, end and capacity (0 stops bookings without losing
 * the slot). A change is checked against the slot's version; bookings already made keep their time.
 */
export function SlotForm({ opened, record, onClose, onSaved }: CatalogueFormProps<BookingSlot>) {
  const save = useAdminSave()
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form } = dialog

  async function submit(values: BookingSlotFields) {
    if (!values.startTime || !values.endTime || values.endTime <= values.startTime) {
      showAdminToast({ title: 'Error', message: 'The end time must be after the start time.', color: 'red' })
      return
    }
    const fields = valuesOf(values)
    const key = dialog.idempotencyKey
    dialog.setBusy(true)
    const saved = await save<BookingSlot>({
      ...(record
        ? updateBookingSlot({ ...record, version: dialog.version ?? record.version }, fields)
        : createBookingSlot(fields, key)),
      successMessage: record
        ? { title: 'Slot saved', message: `${slotName(fields)} now takes ${fields.capacity}.` }
        : { title: 'Slot added', message: `${slotName(fields)} was added.` },
      onSaved,
      onQueued: () => onSaved(record ? { ...record, ...fields } : { ...fields, id: key, version: 1 }),
      // Their slot and its version: the next save is checked against what they saved.
      onConflictReload: (current) => dialog.loadTheirs(valuesOf(current), current.version),
      openedWith: record ?? undefined,
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? `Edit the slot ${slotName(record)}` : 'Add a slot'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={record ? 'Save' : 'Add slot'}
    >
      <NativeSelect
        label="Weekday"
        data={WEEKDAYS}
        data-autofocus
        value={String(form.values.weekday)}
        onChange={(event) => form.setFieldValue('weekday', Number(event.currentTarget.value))}
      />
      <TextInput label="Start" type="time" {...form.getInputProps('startTime')} />
      <TextInput label="End" type="time" {...form.getInputProps('endTime')} />
      <NumberInput
        label="Capacity"
        description="How many bookings the slot takes; 0 stops bookings without losing the slot."
        min={0}
        max={1000}
        allowDecimal={false}
        value={form.values.capacity}
        onChange={(value) => form.setFieldValue('capacity', Number(value) || 0)}
      />
    </AdminFormModal>
  )
}
