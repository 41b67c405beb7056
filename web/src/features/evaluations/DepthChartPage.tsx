import {
  depthChartSectionsOf,
  isSportLine,
  positionLabel,
  suggestDepthChart,
  type DepthChartDocument,
  type SportLine,
} from '@chalktalk/domain';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SaveConflictAlert } from '../../components/SaveConflictAlert';
import { SectionCard } from '../../components/SectionCard';
import { useSaveConflict } from '../../components/use-save-conflict';
import { usePressesAfterDrop } from '../../components/use-presses-after-drop';
import { ROSTER_HIDDEN_MESSAGE } from '../roster/RosterPage';
import type { RosterPerson } from '../roster/roster.types';
import { useGetRosterQuery } from '../roster/rosterApi';
import { useTeamRights } from '../roster/use-team-rights';
import {
  addLine,
  cloneChart,
  clearSlot,
  parseSlotId,
  placePlayer,
  removeLastLine,
  slotId,
  type SlotRef,
} from './depth-chart-edits';
import classes from './DepthChartPage.module.css';
import { useUnsavedPrompt } from '../designer/use-unsaved-prompt';
import { useGetDepthChartQuery, useSaveDepthChartMutation } from './evaluationsApi';

const POOL = 'pool';

/** Why a suggestion cannot be made yet (designed: the spec quotes no text for these). */
export const DEPTH_CHART_MESSAGES = {
  noPlayers: 'There are no players on the roster to suggest from yet.',
  noRatings: 'No player has an overall rating yet. Evaluate your players, then suggest from their ratings.',
} as const;

/** "Suggest from ratings": the chart it suggests, or why it cannot suggest one yet. */
export function suggestionFor(
  sport: SportLine,
  players: readonly RosterPerson[],
): { chart: DepthChartDocument } | { why: string } {
  if (players.length === 0) return { why: DEPTH_CHART_MESSAGES.noPlayers };
  if (players.every((p) => p.overallRating === null)) return { why: DEPTH_CHART_MESSAGES.noRatings };
  return {
    chart: suggestDepthChart(
      sport,
      players.map((p) => ({ id: p.id, position: p.position ?? '', overallRating: p.overallRating })),
    ),
  };
}

/** What is being moved: a player from the pool, or the player of a slot. */
interface Moving {
  rosterId: string;
  from: SlotRef | null;
}

/** /team/depth-chart: sections and slots per sport line; drag (mouse, touch, keyboard) or pick-and-place. */
export function DepthChartPage() {
  const { team, canEdit, canViewRoster } = useTeamRights();
  const teamId = team?.id ?? '';
  const chartQuery = useGetDepthChartQuery(teamId, { skip: !team || !canViewRoster });
  const rosterQuery = useGetRosterQuery(teamId, { skip: !team || !canViewRoster });
  const [save, { isLoading: saving }] = useSaveDepthChartMutation();
  /** The chart being edited; null shows the saved one (spec 3 §4: saving marks it unmodified). */
  const [edits, setEdits] = useState<DepthChartDocument | null>(null);
  const modified = edits !== null;
  // The version of the chart the edits started from: what the save names (G010 when the server holds another).
  const [editedFrom, setEditedFrom] = useState(0);
  const conflict = useSaveConflict();
  const edit = (next: DepthChartDocument) => {
    if (edits === null) setEditedFrom(chartQuery.data?.depthChart.version ?? 0);
    setEdits(next);
  };
  // Spec 3 §4: leaving with unsaved changes asks first (the designer's prompt, word for word).
  useUnsavedPrompt(modified, () => modified);
  const [picked, setPicked] = useState<Moving | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A press after a drop is never lost (see usePressesAfterDrop), and a Suggest pressed while the roster (with its
  // ratings) is still on its way waits for it instead of suggesting from nothing.
  const { afterDrop } = usePressesAfterDrop();
  const [suggestWaiting, setSuggestWaiting] = useState(false);
  const sport: SportLine = team && isSportLine(team.sport) ? team.sport : 'BASKETBALL_HS';
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    // Space drags with the arrow keys (dnd-kit); Enter stays a click, which picks a player and places them.
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const players = useMemo(
    () => (rosterQuery.data?.roster ?? []).filter((person) => person.playerId === null),
    [rosterQuery.data],
  );
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const rosterReady = rosterQuery.data !== undefined && !rosterQuery.isFetching;
  const applySuggestion = () => {
    setSuggestWaiting(false);
    const suggestion = suggestionFor(sport, players);
    if ('why' in suggestion) {
      setOutcome({ ok: false, message: suggestion.why });
      return;
    }
    edit(suggestion.chart);
    setOutcome(null);
  };
  const suggest = () => (rosterReady ? applySuggestion() : setSuggestWaiting(true));
  // The press that waited for the roster is made in the render where the roster has landed.
  if (suggestWaiting && rosterReady) applySuggestion();

  if (!team) return null;
  if (!canViewRoster)
    return (
      <Alert role="alert" color="gray" variant="light">
        {ROSTER_HIDDEN_MESSAGE}
      </Alert>
    );
  const loadError = chartQuery.error ?? rosterQuery.error;
  if (loadError) return <FormError message={errorMessage(loadError)} />;
  const chart = edits ?? chartQuery.data?.depthChart;
  if (!chart) return <Text c="dimmed">Loading…</Text>;

  const change = (next: DepthChartDocument) => {
    edit(next);
    setOutcome(null);
  };
  const drop = (moving: Moving, target: string) => {
    if (target === POOL) {
      if (moving.from) change(clearSlot(chart, moving.from));
      return;
    }
    const slot = parseSlotId(target);
    if (slot) change(placePlayer(chart, moving.rosterId, slot, moving.from));
  };
  const onDragEnd = (event: DragEndEvent) => {
    afterDrop();
    const moving = event.active.data.current as Moving | undefined;
    if (moving && event.over) drop(moving, String(event.over.id));
  };
  const onSlotActivate = (slot: SlotRef, rosterId: string | null) => {
    if (!canEdit) return;
    if (picked) {
      drop(picked, slotId(slot));
      setPicked(null);
    } else if (rosterId) setPicked({ rosterId, from: slot });
  };
  /** Saves the chart as shown, as an edit of `version`; the answer (with its new version) replaces the cached one. */
  const saveFrom = async (version: number) => {
    try {
      await save({ teamId, depthChart: { sections: chart.sections, version } }).unwrap();
      setEdits(null);
      conflict.clear();
      setOutcome({ ok: true, message: 'Depth chart saved.' });
    } catch (caught) {
      if (conflict.caught(caught)) setOutcome(null);
      else setOutcome({ ok: false, message: errorMessage(caught) });
    }
  };
  const submit = () => saveFrom(modified ? editedFrom : (chartQuery.data?.depthChart.version ?? 0));
  const loadLatest = async () => {
    await chartQuery.refetch();
    setEdits(null);
    conflict.clear();
  };
  const nameOfMoving = (data: unknown) => {
    const person = byId.get((data as Moving | undefined)?.rosterId ?? '');
    return person ? nameOf(person) : 'the player';
  };
  const placeName = (id: string) => {
    if (id === POOL) return 'the player list';
    const slot = parseSlotId(id);
    const section = slot && depthChartSectionsOf(sport).find((s) => s.id === slot.section);
    return slot && section
      ? `${section.label}${section.maxLines > 1 ? ` line ${slot.line + 1}` : ''} slot ${slot.index + 1}`
      : 'a slot';
  };
  const placed = new Set(Object.values(chart.sections).flatMap((s) => s.lines.flat()));

  return (
    <Page
      title="Depth chart"
      actions={
        canEdit && (
          <Group gap="xs">
            {modified && (
              <Badge color="orange" variant="filled" tt="none">
                Unsaved changes
              </Badge>
            )}
            <Button
              variant="default"
              leftSection={<IconSparkles size={16} aria-hidden />}
              loading={suggestWaiting}
              onClick={suggest}
            >
              Suggest from ratings
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              onClick={() => void submit()}
            >
              Save
            </Button>
          </Group>
        )
      }
    >
      <FormOutcome outcome={outcome} />
      {conflict.version !== null && (
        <SaveConflictAlert
          busy={saving}
          onLoadLatest={() => void loadLatest()}
          onOverwrite={() => void saveFrom(conflict.version ?? editedFrom)}
        />
      )}
      {canEdit && (
        <Text size="sm" c="dimmed" mb="sm">
          Drag players into the slots with the mouse or a finger, or with Space and the arrow keys; or press
          (Enter or tap) a player and then a slot. Drag a player back to the list to clear the slot.
        </Text>
      )}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        onDragCancel={afterDrop}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To drag a player, press Space, move with the arrow keys to a slot and press Space again; Escape cancels. Or press Enter on a player and then Enter on a slot.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOfMoving(active.data.current)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${nameOfMoving(active.data.current)} is over ${placeName(String(over.id))}.`
                : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOfMoving(active.data.current)} was dropped on ${placeName(String(over.id))}.`
                : `${nameOfMoving(active.data.current)} was dropped.`,
            onDragCancel: ({ active }) => `Moving ${nameOfMoving(active.data.current)} was cancelled.`,
          },
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Pool
            players={players}
            placed={placed}
            canEdit={canEdit}
            picked={picked}
            onPick={(rosterId) =>
              setPicked(picked?.rosterId === rosterId && !picked.from ? null : { rosterId, from: null })
            }
            onDropPicked={() => {
              if (picked) drop(picked, POOL);
              setPicked(null);
            }}
          />
          <Stack gap="md" style={{ gridColumn: 'span 2' }} className={classes.sections}>
            {depthChartSectionsOf(sport).map((section) => {
              const value = chart.sections[section.id]!;
              return (
                <SectionCard key={section.id} title={section.label} mb={0}>
                  {section.optional && (
                    <Switch
                      mb="xs"
                      label={`Use ${section.label}`}
                      checked={value.enabled}
                      disabled={!canEdit}
                      onChange={(e) => {
                        const enabled = e.currentTarget.checked;
                        const next = cloneChart(chart);
                        next.sections[section.id]!.enabled = enabled;
                        change(next);
                      }}
                    />
                  )}
                  {value.enabled && (
                    <Stack gap="xs">
                      {value.lines.map((line, lineIndex) => (
                        <Group
                          key={lineIndex}
                          gap="xs"
                          wrap="wrap"
                          aria-label={`${section.label} line ${lineIndex + 1}`}
                          role="group"
                        >
                          {section.maxLines > 1 && (
                            <Text size="xs" c="dimmed" w={48}>
                              Line {lineIndex + 1}
                            </Text>
                          )}
                          {line.map((rosterId, index) => {
                            const ref = { section: section.id, line: lineIndex, index };
                            return (
                              <Slot
                                key={index}
                                slot={ref}
                                label={`${section.label} ${section.maxLines > 1 ? `line ${lineIndex + 1} ` : ''}slot ${index + 1}`}
                                player={rosterId ? byId.get(rosterId) : undefined}
                                canEdit={canEdit}
                                picked={picked}
                                onActivate={() => onSlotActivate(ref, rosterId)}
                              />
                            );
                          })}
                        </Group>
                      ))}
                      {canEdit && section.maxLines > 1 && (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="default"
                            disabled={value.lines.length >= section.maxLines}
                            onClick={() => change(addLine(chart, section.id, section.slots))}
                          >
                            Add line
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="gray"
                            disabled={value.lines.length <= 1}
                            onClick={() => change(removeLastLine(chart, section.id))}
                          >
                            Remove last line
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  )}
                </SectionCard>
              );
            })}
          </Stack>
        </SimpleGrid>
      </DndContext>
    </Page>
  );
}

const nameOf = (p: RosterPerson) => `${p.jersey ? `#${p.jersey} ` : ''}${p.firstName} ${p.lastName}`;

function Pool(props: {
  players: RosterPerson[];
  placed: Set<string | null>;
  canEdit: boolean;
  picked: Moving | null;
  onPick: (rosterId: string) => void;
  onDropPicked: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: POOL });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="md"
      data-over={isOver || undefined}
      className={classes.pool}
      aria-label="Players"
      component="section"
    >
      <Group justify="space-between" mb="xs">
        <Text fw={700}>Players</Text>
        {props.picked?.from && (
          <Button size="xs" variant="subtle" onClick={props.onDropPicked}>
            Clear the slot
          </Button>
        )}
      </Group>
      <Stack gap={6}>
        {props.players.length === 0 && <Text c="dimmed">No players on the roster.</Text>}
        {props.players.map((player) => (
          <PlayerChip
            key={player.id}
            id={`pool:${player.id}`}
            player={player}
            moving={{ rosterId: player.id, from: null }}
            canEdit={props.canEdit}
            placed={props.placed.has(player.id)}
            picked={props.picked?.rosterId === player.id && !props.picked.from}
            onActivate={() => props.onPick(player.id)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function PlayerChip(props: {
  id: string;
  player: RosterPerson;
  moving: Moving;
  canEdit: boolean;
  placed?: boolean;
  picked: boolean;
  onActivate: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: props.id,
    data: props.moving,
    disabled: !props.canEdit,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 }
    : undefined;
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      aria-pressed={props.picked}
      className={classes.chip}
      data-dragging={isDragging || undefined}
      data-picked={props.picked || undefined}
      data-placed={props.placed || undefined}
      style={style}
      onClick={props.onActivate}
      // Space belongs to the keyboard drag: its keyup must not also click (pick) the player.
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
    >
      <Text span size="sm" fw={600}>
        {nameOf(props.player)}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        {props.player.position ? positionLabel(props.player.position) : ''}
        {props.player.overallRating !== null ? ` · ${props.player.overallRating}` : ''}
      </Text>
      {props.placed && <VisuallyHidden> (on the chart)</VisuallyHidden>}
    </UnstyledButton>
  );
}

function Slot(props: {
  slot: SlotRef;
  label: string;
  player: RosterPerson | undefined;
  canEdit: boolean;
  picked: Moving | null;
  onActivate: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(props.slot) });
  return (
    <div
      ref={setNodeRef}
      className={classes.slot}
      data-over={isOver || undefined}
      data-testid={slotId(props.slot)}
    >
      {props.player ? (
        <PlayerChip
          id={`from:${slotId(props.slot)}`}
          player={props.player}
          moving={{ rosterId: props.player.id, from: props.slot }}
          canEdit={props.canEdit}
          picked={
            props.picked?.from !== null &&
            props.picked?.from !== undefined &&
            slotId(props.picked.from) === slotId(props.slot)
          }
          onActivate={props.onActivate}
        />
      ) : (
        <UnstyledButton
          className={classes.empty}
          aria-label={`${props.label}, empty${props.picked ? ': place the chosen player here' : ''}`}
          disabled={!props.canEdit}
          onClick={props.onActivate}
        >
          Empty
        </UnstyledButton>
      )}
    </div>
  );
}
