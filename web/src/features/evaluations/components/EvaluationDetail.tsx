import { formatMeasurement, RATING_SCALE_INFO, type MeasurementUnit } from '@chalktalk/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { Evaluation, TemplateRevisions } from '../evaluations.types';
import { revisionOf } from '../evaluation-charts';

/** One evaluation read-only, laid out by the template revision it was written with. */
export function EvaluationDetail({
  evaluation,
  revisions,
}: {
  evaluation: Evaluation;
  revisions: TemplateRevisions;
}) {
  const template = revisionOf(revisions, evaluation);
  if (!template) return <Text c="dimmed">The template of this evaluation is not available.</Text>;
  const max = RATING_SCALE_INFO[template.scoreScale].max;
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        Overall {evaluation.overallRating ?? '–'}
      </Text>
      <Text size="sm" c="dimmed">
        {evaluation.authorName}, {new Date(evaluation.lastModified).toLocaleDateString()} · scores out of{' '}
        {max}
      </Text>
      {template.sections
        .filter((section) => section.criteria.length > 0)
        .map((section) => (
          <div key={section.name}>
            <Title order={3} size="h5" mb={4}>
              {section.name}
            </Title>
            <Stack component="dl" gap={2} m={0}>
              {section.criteria.map((criterion) => (
                <Group key={criterion} justify="space-between" gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" tt="capitalize">
                    {criterion}
                  </Text>
                  <Text component="dd" m={0} size="sm" fw={600}>
                    {evaluation.scores[criterion] ?? '–'}
                  </Text>
                </Group>
              ))}
            </Stack>
          </div>
        ))}
      {template.measuredFields.some((field) => evaluation.measurements[field.id]) && (
        <div>
          <Title order={3} size="h5" mb={4}>
            Measurements
          </Title>
          <Stack component="dl" gap={2} m={0}>
            {template.measuredFields
              .filter((field) => evaluation.measurements[field.id])
              .map((field) => {
                const value = evaluation.measurements[field.id]!;
                return (
                  <Group key={field.id} justify="space-between" gap="xs" wrap="nowrap">
                    <Text component="dt" size="sm">
                      {field.label}
                    </Text>
                    <Text component="dd" m={0} size="sm" fw={600}>
                      {formatMeasurement(value.unit as MeasurementUnit, value.si)}
                    </Text>
                  </Group>
                );
              })}
          </Stack>
        </div>
      )}
      {evaluation.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{evaluation.notes}</Text>}
    </Stack>
  );
}
