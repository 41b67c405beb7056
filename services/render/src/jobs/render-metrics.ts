/** The backlog gauge's name, as the HPA's external metric names it (helm `autoscaling.backlog.metricName`). */
export const BACKLOG_METRIC = 'chalktalk_render_jobs_waiting';

/**
 * The render backlog in the Prometheus text format (version 0.0.4). Every pod reads the same shared table, so
 * every pod reports the same number: an adapter takes their max, not their sum.
 */
export function backlogMetrics(waiting: number): string {
  return [
    `# HELP ${BACKLOG_METRIC} Render jobs queued or running across all render pods (the backlog to scale on).`,
    `# TYPE ${BACKLOG_METRIC} gauge`,
    `${BACKLOG_METRIC} ${waiting}`,
    '',
  ].join('\n');
}
