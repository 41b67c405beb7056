import { Select, Text } from '@mantine/core';
import type { Outcome } from '../../../components/FormOutcome';
import { timeZoneOptions } from '../event-labels';
import { useSetTeamTimeZoneMutation } from '../scheduleApi';

/** The zone the schedule's times are shown in: editors choose it (setTeamTimeZone), members read it. */
export function TeamTimeZone(props: {
  teamId: string;
  timeZone: string;
  canEdit: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { teamId, timeZone, canEdit, onOutcome } = props;
  const [setZone] = useSetTeamTimeZoneMutation();
  if (!canEdit) return <Text size="sm">Times in {timeZone}</Text>;
  return (
    <Select
      aria-label="Team time zone"
      data={timeZoneOptions(timeZone)}
      value={timeZone}
      searchable
      allowDeselect={false}
      w={240}
      onChange={async (zone) => {
        if (!zone) return;
        try {
          await setZone({ teamId, timeZone: zone }).unwrap();
          onOutcome({ ok: true, message: `Times are now shown in ${zone}` });
        } catch (e) {
          onOutcome({
            ok: false,
            message: (e as { message?: string }).message ?? 'The time zone could not be changed.',
          });
        }
      }}
    />
  );
}
