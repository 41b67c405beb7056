import { defaultTemplate } from '@chalktalk/domain';
import type { Evaluation } from './evaluations.types';
import { latestPerCoach, ratingTrend, sectionRadar } from './evaluation-charts';

const evaluation = (over: Partial<Evaluation>): Evaluation => ({
  id: 'e1',
  teamId: 't',
  rosterId: 'r',
  authorId: 'a',
  authorName: 'Coach A',
  templateId: 'tpl',
  templateVersion: 1,
  position: 'center',
  scores: {},
  measurements: {},
  notes: '',
  overallRating: null,
  version: 1,
  shareType: 'NOONE',
  createdDate: '2026-01-01T00:00:00Z',
  lastModified: '2026-01-01T00:00:00Z',
  ...over,
});

const revisions = {
  tpl: { '1': { ...defaultTemplate('basketball', 'FIVE_POINT'), version: 1 } },
  ten: { '1': { ...defaultTemplate('basketball', 'TEN_POINT'), version: 1 } },
};

describe('evaluation charts', () => {
  it('keeps each coach’s latest evaluation', () => {
    const old = evaluation({ id: 'old', lastModified: '2026-01-01T00:00:00Z' });
    const recent = evaluation({ id: 'new', lastModified: '2026-02-01T00:00:00Z' });
    const other = evaluation({ id: 'b', authorId: 'b' });
    expect(latestPerCoach([old, recent, other]).map((e) => e.id)).toEqual(['new', 'b']);
  });

  it('averages sections across coaches as a share of each template’s scale', () => {
    const radar = sectionRadar({
      evaluations: [
        evaluation({ scores: { speed: 4, jump: 4 } }),
        evaluation({ id: 'b', authorId: 'b', templateId: 'ten', scores: { speed: 6 } }),
      ],
      templateRevisions: revisions,
    });
    expect(radar).toEqual([
      { section: 'Athleticism', score: 70 },
      { section: 'Skills', score: 0 },
      { section: 'Awareness', score: 0 },
      { section: 'Intangibles', score: 0 },
    ]);
  });

  it('lists every rated version oldest first for the trend', () => {
    const trend = ratingTrend({
      evaluations: [evaluation({})],
      history: {
        e1: [
          { version: 2, overallRating: 70, savedAt: '2026-02-01T00:00:00Z' },
          { version: 1, overallRating: 60, savedAt: '2026-01-01T00:00:00Z' },
          { version: 3, overallRating: null, savedAt: '2026-03-01T00:00:00Z' },
        ],
      },
    });
    expect(trend.map((p) => p.rating)).toEqual([60, 70]);
    expect(trend[0]!.coach).toBe('Coach A');
  });
});
