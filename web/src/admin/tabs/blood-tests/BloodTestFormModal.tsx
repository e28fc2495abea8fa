import { type BloodTest, type BloodTestFields, toNumberOrZero } from '@labsite/shared'
import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { AdminModal } from '../../components/AdminModal'
import { useAdminSave } from '../../hooks/use-admin-save'

type BloodTestFormValues = Omit<BloodTestFields, 'price' | 'originalPrice'> & {
  price: number | string
  originalPrice: number | string
}

const EMPTY: BloodTestFormValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  originalPrice: '',
  sampleType: 'Blood',
  fasting: 'Not Required',
  reportTime: '24 hours',
}

const valuesOf = (test: Partial<BloodTest>): BloodTestFormValues => ({ ...EMPTY, ...test })

function bodyOf(values: BloodTestFormValues): BloodTestFields {
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    price: toNumberOrZero(values.price),
    originalPrice: toNumberOrZero(values.originalPrice),
    sampleType: values.sampleType.trim(),
    fasting: values.fasting.trim(),
    reportTime: values.reportTime.trim(),
  }
}

export interface BloodTestFormModalProps {
  opened: boolean
  test: BloodTest | null
  onClose: () => void
  /** The saved record (or, when queued offline, the fields under a local id). */
  onSaved: (test: BloodTest) => void
}

/** 'Add New Blood Test' / 'Edit Blood Test' (spec §2); every field is required (spec §5). */
export function BloodTestFormModal({ opened, test, onClose, onSaved }: BloodTestFormModalProps) {
  const save = useAdminSave()
  const [values, setValues] = useState<BloodTestFormValues>(EMPTY)
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the form opens
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [opened])

  useEffect(() => {
    if (!opened) return
    setValues(test ? valuesOf(test) : EMPTY)
    setVersion(test?.version)
  }, [opened, test])

  const set = <K extends keyof BloodTestFormValues>(key: K, value: BloodTestFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const fields = bodyOf(values)
    const now = new Date().toISOString()
    const local = (id: string): BloodTest =>
      ({ ...(test ?? { _id: id, id, version: 1, createdAt: now }), ...fields, updatedAt: now }) as BloodTest
    setBusy(true)
    const saved = await save<BloodTest>({
      write: test
        ? {
            method: 'PUT',
            path: `blood-tests/${test._id}`,
            json: fields,
            ifMatch: version,
            label: `Update blood test "${fields.name}"`,
          }
        : {
            method: 'POST',
            path: 'blood-tests',
            json: fields,
            idempotencyKey,
            label: `Add blood test "${fields.name}"`,
          },
      successMessage: test
        ? { title: 'Blood test updated', message: `"${fields.name}" was saved.` }
        : { title: 'Blood test added', message: `"${fields.name}" was added.` },
      onSaved,
      onQueued: () => onSaved(local(test?._id ?? idempotencyKey)),
      onConflictReload: (current) => {
        setValues(valuesOf(current as Partial<BloodTest>))
        setVersion(current.version as number)
      },
    })
    setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminModal opened={opened} onClose={onClose} title={test ? 'Edit Blood Test' : 'Add New Blood Test'}>
      <form onSubmit={submit}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              required
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
            <TextInput
              label="Category"
              required
              value={values.category}
              onChange={(e) => set('category', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            required
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Price (₹)"
              required
              min={0}
              value={values.price}
              onChange={(value) => set('price', value)}
            />
            <NumberInput
              label="Original price (₹)"
              required
              min={0}
              value={values.originalPrice}
              onChange={(value) => set('originalPrice', value)}
            />
            <TextInput
              label="Sample type"
              required
              value={values.sampleType}
              onChange={(e) => set('sampleType', e.currentTarget.value)}
            />
            <TextInput
              label="Fasting"
              required
              value={values.fasting}
              onChange={(e) => set('fasting', e.currentTarget.value)}
            />
            <TextInput
              label="Report time"
              required
              value={values.reportTime}
              onChange={(e) => set('reportTime', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={busy}>
              {test ? 'Save Changes' : 'Add Blood Test'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  )
}
