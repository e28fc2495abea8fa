import { labNow } from '@labsite/shared'
import { Alert, Button, Center, Group, Kbd, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { todayBoardQuery } from '../../api'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useReadLabName } from '../../hooks/use-lab-name'
import { useMoneyFormat } from '../../hooks/use-price-format'
import { printOnPage } from '../../lib/print-on-page'
import { BoardTable } from './BoardTable'
import { labVisitsBySlot, type PincodeRun, pincodeRuns, runSheetLines } from './board-lines'
import { RunSheet } from './RunSheet'
import { useStepWrite } from './use-step-write'

const BOARD_POLL_MS = 60_000

const whereOf = (run: PincodeRun) =>
  run.pincode ? `PIN ${run.pincode}${run.area ? ` · ${run.area}` : ''}` : 'No PIN code'

/**
 * The front desk's day: lab visits by slot and home collections by PIN code, kept current
 * by the event stream (the board is cached under the bookings' key), a key per status step.
 */
export default function TodayTab() {
  const money = useMoneyFormat()
  const readLabName = useReadLabName()
  // The lab's day, not the browser's: the server reads the day's bookings in the lab's time zone.
  const [date, setDate] = useState(() => labNow().date)
  const board = useAdminResource(todayBoardQuery(date), null, {
    enabled: Boolean(date),
    // The browser refetches on the event stream's changes; the console's page has no stream of its
    // own (main holds it for the alerts), so a front-desk screen left open also reads once a minute.
    refetchInterval: BOARD_POLL_MS,
  })
  const takeStep = useStepWrite(board.setData)
  const day = board.data
  const visits = day ? labVisitsBySlot(day.bookings) : []
  const runs = day ? pincodeRuns(day) : []

  async function printRunSheet(run: PincodeRun) {
    const labName = await readLabName()
    printOnPage(
      <RunSheet
        labName={labName}
        date={date}
        pincode={run.pincode}
        area={run.area}
        lines={runSheetLines(run, money)}
      />,
    )
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Today
      </Title>
      <Group align="flex-end">
        <TextInput type="date" label="Date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <Text size="sm" c="dimmed">
          Focus a row (<Kbd>↑</Kbd> <Kbd>↓</Kbd> move), then <Kbd>a</Kbd> arrived · <Kbd>s</Kbd> sample
          collected · <Kbd>l</Kbd> sent to lab · <Kbd>r</Kbd> report ready
        </Text>
      </Group>
      {board.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading the day's bookings" />
        </Center>
      )}
      {board.error && (
        <Alert color="red" title="Could not load the day's bookings">
          {board.error}
        </Alert>
      )}
      {day && (
        <>
          <Title order={3} size="h4">
            Lab visits
          </Title>
          {visits.length ? (
            visits.map((group) => (
              <Stack key={group.slot} gap={4}>
                <Text fw={600}>{group.slot}</Text>
                <BoardTable label={`Lab visits ${group.slot}`} bookings={group.bookings} onStep={takeStep} />
              </Stack>
            ))
          ) : (
            <Text>No lab visits on {date}.</Text>
          )}
          <Title order={3} size="h4">
            Home collections
          </Title>
          {runs.length ? (
            runs.map((run) => (
              <Stack key={run.pincode} gap={4}>
                <Group justify="space-between">
                  <Text fw={600}>{whereOf(run)}</Text>
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconPrinter size={14} aria-hidden />}
                    aria-label={`Print run sheet for ${whereOf(run)}`}
                    onClick={() => void printRunSheet(run)}
                  >
                    Print run sheet
                  </Button>
                </Group>
                <BoardTable
                  label={`Home collections ${whereOf(run)}`}
                  bookings={run.bookings}
                  showAddress
                  onStep={takeStep}
                />
              </Stack>
            ))
          ) : (
            <Text>No home collections on {date}.</Text>
          )}
        </>
      )}
    </Stack>
  )
}
