import {
  MAX_PATIENT_AGE,
  normalizePhone,
  PATIENT_SEXES,
  type PatientSex,
  PHONE_INVALID_MESSAGE,
} from '@labsite/shared'
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { FormValidateInput } from '@mantine/form'
import { useEffect } from 'react'
import type { WalkInFields } from '../../../api'
import { useAddForm } from '../../../hooks/use-admin-form'
import { enterSaves } from '../../../lib/enter-saves'
import { PastPatients } from './PastPatients'
import { itemRefOf, useBookableItems } from './use-bookable-items'
import { NO_SLOT, useSlotChoices } from './use-slot-choices'

interface WalkInValues {
  name: string
  phone: string
  email: string
  age: number | ''
  sex: PatientSex | ''
  items: string[]
  slot: string
  address: string
  notes: string
}

const EMPTY: WalkInValues = {
  name: '',
  phone: '',
  email: '',
  age: '',
  sex: '',
  items: [],
  slot: NO_SLOT,
  address: '',
  notes: '',
}

/** Options inside the dialog, not a portal: the dialog's focus trap and screen readers keep them. */
const IN_DIALOG = { withinPortal: false } as const

/** Sends a typed text, and leaves out one left empty (the server stores '' rather than a made-up value). */
const given = (value: string) => value.trim() || undefined

/** What each field must hold before the walk-in is sent; the messages appear under the fields. */
const WALK_IN_RULES: FormValidateInput<WalkInValues> = {
  name: (value) => (value.trim() ? null : 'Enter the name'),
  phone: (value) =>
    !value.trim()
      ? 'Enter the phone number'
      : normalizePhone(value)
        ? null
        : `Phone ${PHONE_INVALID_MESSAGE}`,
  // Optional: many patients at the counter have none; one typed must be an address.
  email: (value) =>
    !value.trim() || /^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter an e-mail address or leave it empty',
  age: (value) => (value === '' ? 'Enter the age in years' : null),
  sex: (value) => (value ? null : 'Choose the sex'),
  items: (value) => (value.length ? null : 'Pick at least one test'),
}

export interface WalkInFormProps {
  busy: boolean
  error: string | null
  onSubmit: (fields: WalkInFields) => void
  onCancel: () => void
  /** Told whether anything has been typed or picked (closing then asks before discarding it). */
  onTypedChange?: (typed: boolean) => void
}

/**
 * The walk-in's details in reading order (Tab follows it): who, how to reach them, a past booking to
 * start from, age and sex (for the labels), what tests, when.
 * Enter in any field saves; the tests are picked by typing their name.
 */
export function WalkInForm({ busy, error, onSubmit, onCancel, onTypedChange }: WalkInFormProps) {
  // Mounted once per opened dialog, which holds the registration's Idempotency-Key.
  const { form } = useAddForm(true, EMPTY, WALK_IN_RULES)
  const typed = form.isDirty()
  useEffect(() => onTypedChange?.(typed), [typed, onTypedChange])
  const items = useBookableItems()
  const slots = useSlotChoices(true)

  const submit = form.onSubmit(({ sex, ...values }) => {
    // The form's rules refuse an empty sex before this runs; the check narrows it for the members.
    if (sex === '') return
    onSubmit({
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: given(values.email),
      address: given(values.address),
      description: given(values.notes),
      // One member, the patient: age and sex go on the sample labels.
      members: [
        {
          name: values.name.trim(),
          age: Number(values.age),
          sex,
          items: values.items.map(itemRefOf),
        },
      ],
      ...(values.slot === NO_SLOT ? {} : { slotId: values.slot }),
    })
  })

  return (
    <form onKeyDownCapture={enterSaves} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Name"
            required
            data-autofocus
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput label="Phone" type="tel" required autoComplete="off" {...form.getInputProps('phone')} />
          <TextInput label="E-mail" type="email" autoComplete="off" {...form.getInputProps('email')} />
        </SimpleGrid>
        <PastPatients
          phone={form.values.phone}
          name={form.values.name}
          onUse={({ name, phone, email, address }) => form.setValues({ name, phone, email, address })}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <NumberInput
            label="Age (years)"
            required
            min={0}
            max={MAX_PATIENT_AGE}
            allowDecimal={false}
            {...form.getInputProps('age')}
          />
          <NativeSelect
            label="Sex"
            required
            data={[
              { value: '', label: 'Choose' },
              ...PATIENT_SEXES.map((sex) => ({ value: sex, label: sex[0].toUpperCase() + sex.slice(1) })),
            ]}
            {...form.getInputProps('sex')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Tests"
          placeholder="Type a test, package or offer"
          data={items}
          searchable
          required
          nothingFoundMessage="Nothing in the catalogue matches"
          comboboxProps={IN_DIALOG}
          {...form.getInputProps('items')}
        />
        <Select
          label="Slot"
          data={slots}
          allowDeselect={false}
          comboboxProps={IN_DIALOG}
          {...form.getInputProps('slot')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Address" description="Not needed at the lab" {...form.getInputProps('address')} />
          <Textarea label="Notes" autosize minRows={1} {...form.getInputProps('notes')} />
        </SimpleGrid>
        {error && (
          <Alert color="red" title="The walk-in was not registered" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Register walk-in
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
