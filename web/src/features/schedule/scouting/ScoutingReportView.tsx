import { Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ScoutingFigure } from '@chalktalk/domain';
import type { ScoutingReport } from './scouting.types';

/** One figure as a small card: the five quick stats at the top of a report. */
export function QuickStats({ figures }: { figures: ScoutingFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" component="section" aria-label="Quick stats">
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="xs">
          <Text size="xs">
            {figure.label}
            {figure.lowerIsBetter && ' (lower is better)'}
          </Text>
          <Text fw={700} size="lg">
            {figure.display}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A published (or, for coaches, draft) report: quick stats, every figure, the personnel. */
export function ScoutingReportView({ report }: { report: ScoutingReport }) {
  return (
    <Stack gap="md">
      <QuickStats figures={report.quickStats} />
      <Text size="sm">NCAA statistics year: {report.ncaaYear}</Text>
      {report.summary && (
        <Text style={{ whiteSpace: 'pre-wrap' }} aria-label="Summary">
          {report.summary}
        </Text>
      )}
      <Title order={2} size="h4">
        Team stats
      </Title>
      <Table striped withTableBorder aria-label="Team stats">
        <Table.Tbody>
          {report.figures.map((figure) => (
            <Table.Tr key={figure.key}>
              <Table.Th scope="row" fw={400}>
                {figure.label}
                {figure.lowerIsBetter && (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    lower is better
                  </Badge>
                )}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {figure.display}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        Personnel
      </Title>
      {report.personnel.length === 0 && <Text size="sm">No players scouted yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {report.personnel.map((person, index) => (
          <Paper key={`${person.jersey}-${person.name}-${index}`} withBorder p="sm" component="article">
            <Title order={3} size="h5">
              {person.jersey ? `#${person.jersey} ` : ''}
              {person.name}
            </Title>
            {person.position && <Text size="sm">Position: {person.position}</Text>}
            {person.matchup && <Text size="sm">Matchup: {person.matchup}</Text>}
            {person.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {person.description}
              </Text>
            )}
            {person.stats && <Text size="sm">Stats: {person.stats}</Text>}
            {person.filmUrl && (
              <Anchor href={person.filmUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Film of {person.name}
              </Anchor>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
