import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'

export interface ListFieldProps {
  label: string
  values: string[]
  onChange: (values: string[]) => void
  addLabel: string
  placeholder?: string
}

/** Drops the empty entries of a list field before it is saved. */
export function withoutEmptyEntries(values: string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v !== '')
}

/**
 * A list of text entries (features, requirements, address lines). There is always at least one
 * input; the remove button shows only when more than one entry exists.
 */
export function ListField({ label, values, onChange, addLabel, placeholder }: ListFieldProps) {
  const id = useId()
  const entries = values.length > 0 ? values : ['']
  const set = (index: number, value: string) => onChange(entries.map((v, i) => (i === index ? value : v)))
  return (
    <Input.Wrapper label={label} id={id} labelElement="div">
      <Stack gap="xs" role="group" aria-labelledby={`${id}-label`}>
        {entries.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are plain strings edited in place
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={`${label} ${index + 1}`}
              placeholder={placeholder}
              value={value}
              onChange={(e) => set(index, e.currentTarget.value)}
            />
            {entries.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${label} ${index + 1}`}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Button
          variant="outline"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...entries, ''])}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      </Stack>
    </Input.Wrapper>
  )
}
