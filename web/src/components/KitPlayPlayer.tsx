import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { PlayPlayer, type PlaybackControlsState, type PlayPlayerProps } from '@chalktalk/play-render';
import { IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useId } from 'react';

/** Play, Pause (Replay once ended) and Speed 1–5 on the component kit, under the shared player's field. */
export function PlaybackControls({
  playing,
  ended,
  speed,
  speeds,
  toggle,
  changeSpeed,
}: PlaybackControlsState) {
  const speedLabel = useId();
  const Icon = ended ? IconRotate : playing ? IconPlayerPause : IconPlayerPlay;
  return (
    <Group gap="sm" mt="xs" wrap="wrap" className="play-player__controls">
      <Button variant="default" leftSection={<Icon size={18} aria-hidden />} onClick={toggle}>
        {ended ? 'Replay' : playing ? 'Pause' : 'Play'}
      </Button>
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={speedLabel}>
        <Text id={speedLabel} size="sm" fw={500}>
          Speed
        </Text>
        <SegmentedControl
          size="sm"
          value={String(speed)}
          onChange={(value) => changeSpeed(Number(value))}
          data={speeds.map((s) => ({ value: String(s), label: String(s) }))}
        />
      </Group>
    </Group>
  );
}

/** The shared animated player with the kit's controls: the designer's playback, community and public plays. */
export function KitPlayPlayer(props: Omit<PlayPlayerProps, 'controls'>) {
  return <PlayPlayer {...props} controls={PlaybackControls} />;
}
