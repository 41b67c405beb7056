import { Text } from '@mantine/core';
import { DataTable } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { useGetSeasonAttendanceQuery } from '../scheduleApi';

/** The season so far per player: present, absent, not marked and the rate over the marked events. */
export function SeasonAttendance({ teamId }: { teamId: string }) {
  const season = useGetSeasonAttendanceQuery({ teamId });
  if (!season.data) return null;
  return (
    <SectionCard title="Season attendance">
      <Text size="sm" mb="xs">
        {season.data.events} event(s) held so far.
      </Text>
      <DataTable
        label="Season attendance"
        rows={season.data.players}
        rowKey={(row) => row.userId}
        columns={[
          {
            key: 'name',
            header: 'Player',
            render: (row) => `${row.firstName} ${row.lastName}`.trim() || 'Player',
          },
          { key: 'present', header: 'Present', render: (row) => row.present },
          { key: 'absent', header: 'Absent', render: (row) => row.absent },
          { key: 'notMarked', header: 'Not marked', render: (row) => row.notMarked },
          { key: 'rate', header: 'Rate', render: (row) => (row.rate === null ? '–' : `${row.rate}%`) },
        ]}
      />
    </SectionCard>
  );
}
