import { BACKLOG_METRIC, backlogMetrics } from './render-metrics';

describe('backlogMetrics', () => {
  it('writes one gauge in the Prometheus text format, ending with a newline', () => {
    const text = backlogMetrics(7);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^# HELP ${BACKLOG_METRIC} \\S`)),
      `# TYPE ${BACKLOG_METRIC} gauge`,
      `${BACKLOG_METRIC} 7`,
      '',
    ]);
  });
});
