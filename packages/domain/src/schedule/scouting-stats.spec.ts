import {
  formatMinutesSeconds,
  parseMinutesSeconds,
  SCOUTING_NCAA_YEAR_DEFAULTS,
  SCOUTING_QUICK_STATS,
  scoutingFigures,
  scoutingQuickStats,
} from './scouting-stats';

const figure = (figures: ReturnType<typeof scoutingFigures>, key: string) =>
  figures.find((f) => f.key === key)!;

describe('scouting stats (document 3 section 3)', () => {
  it('computes basketball percentages, per-game figures, margin and the assist/turnover ratio', () => {
    const figures = scoutingFigures('basketball', {
      games: 20,
      points: 1400,
      pointsAllowed: 1250,
      fgMade: 500,
      fgAttempted: 1100,
      threeMade: 150,
      threeAttempted: 420,
      assists: 300,
      turnovers: 240,
    });
    expect(figure(figures, 'pointsPerGame').display).toBe('70.0');
    expect(figure(figures, 'scoringMargin').display).toBe('7.5');
    expect(figure(figures, 'fgPct').display).toBe('45.5%');
    expect(figure(figures, 'fgMadeAttempted').display).toBe('500-1100');
    expect(figure(figures, 'fgMadePerGame').display).toBe('25.0');
    expect(figure(figures, 'threePct').display).toBe('35.7%');
    expect(figure(figures, 'assistTurnoverRatio').display).toBe('1.25');
    expect(figure(figures, 'turnovers').lowerIsBetter).toBe(true);
    expect(figure(figures, 'turnoversPerGame').lowerIsBetter).toBe(true);
    expect(figure(figures, 'assists').lowerIsBetter).toBe(false);
    // Nothing entered: a dash, never a made-up zero or a division by zero.
    expect(figure(figures, 'ftPct').display).toBe('–');
    expect(figure(figures, 'rebounds').value).toBeNull();
  });

  it('computes lacrosse shot, faceoff and clear percentages and shows penalty minutes as mm:ss', () => {
    const figures = scoutingFigures('lacrosse', {
      games: 10,
      goals: 110,
      shots: 330,
      faceoffsWon: 120,
      faceoffsLost: 80,
      clearsMade: 150,
      clearsAttempted: 170,
      penalties: 30,
      penaltySeconds: 75 * 60 + 30,
    });
    expect(figure(figures, 'shotPct').display).toBe('33.3%');
    expect(figure(figures, 'goalsPerGame').display).toBe('11.0');
    expect(figure(figures, 'faceoffs').display).toBe('120-80');
    expect(figure(figures, 'faceoffPct').display).toBe('60.0%');
    expect(figure(figures, 'clearPct').display).toBe('88.2%');
    expect(figure(figures, 'penaltyMinutes').display).toBe('75:30');
    expect(figure(figures, 'penaltyMinutes').lowerIsBetter).toBe(true);
    expect(figure(figures, 'penalties').lowerIsBetter).toBe(true);
  });

  it('has five quick stats per sport, all of them real figures', () => {
    for (const family of ['basketball', 'football', 'lacrosse'] as const) {
      expect(SCOUTING_QUICK_STATS[family]).toHaveLength(5);
      expect(scoutingQuickStats(family, {}).map((f) => f.key)).toEqual(SCOUTING_QUICK_STATS[family]);
    }
  });

  it('defaults the NCAA year to 2021 for lacrosse and 2022 for basketball', () => {
    expect(SCOUTING_NCAA_YEAR_DEFAULTS.lacrosse).toBe(2021);
    expect(SCOUTING_NCAA_YEAR_DEFAULTS.basketball).toBe(2022);
  });

  it('reads and writes mm:ss', () => {
    expect(parseMinutesSeconds('12:05')).toBe(725);
    expect(parseMinutesSeconds('90')).toBe(5400);
    expect(parseMinutesSeconds('1:75')).toBeNull();
    expect(parseMinutesSeconds('abc')).toBeNull();
    expect(formatMinutesSeconds(725)).toBe('12:05');
  });
});
