import {
  countedReportWeight,
  REPORT_WEIGHT_TO_HIDE,
  type ReporterStanding,
  reportsHide,
  reportWeight,
} from './report-standing';

const standing = (overrides: Partial<ReporterStanding> = {}): ReporterStanding => ({
  profileAgeDays: 10,
  paidAffiliation: false,
  upheldReports: 0,
  rejectedReports: 0,
  ...overrides,
});

describe('report standing', () => {
  it('gives a profile made minutes ago no weight, even when it owns or joined a paid program', () => {
    expect(reportWeight(standing({ profileAgeDays: 0, paidAffiliation: true }))).toBe(0);
    expect(reportWeight(standing({ profileAgeDays: 6.9, paidAffiliation: true, upheldReports: 5 }))).toBe(0);
  });

  it('weighs a week-old profile 1, more with age, a paid club and upheld reports, at most 3', () => {
    expect(reportWeight(standing())).toBe(1);
    expect(reportWeight(standing({ profileAgeDays: 30 }))).toBe(2);
    expect(reportWeight(standing({ paidAffiliation: true }))).toBe(2);
    expect(reportWeight(standing({ upheldReports: 2 }))).toBe(2);
    expect(reportWeight(standing({ profileAgeDays: 400, paidAffiliation: true, upheldReports: 9 }))).toBe(3);
  });

  it('takes the weight from a reporter whose reports moderators keep rejecting', () => {
    expect(reportWeight(standing({ profileAgeDays: 400, rejectedReports: 3 }))).toBe(0);
    expect(reportWeight(standing({ profileAgeDays: 400, rejectedReports: 3, upheldReports: 3 }))).toBe(3);
    expect(reportWeight(standing({ profileAgeDays: 400, rejectedReports: 2 }))).toBe(2);
  });

  it('caps what a crowd of weak reports counts for, so they never hide an item alone', () => {
    expect(countedReportWeight(Array(1000).fill(1))).toBe(2);
    expect(reportsHide(Array(1000).fill(1))).toBe(false);
    expect(reportsHide(Array(1000).fill(0))).toBe(false);
    expect(reportsHide([2, 2, 1])).toBe(false);
    expect(reportsHide([2, 2, 1, 1])).toBe(true);
    expect(reportsHide([2, 2, 2])).toBe(true);
    expect(reportsHide([3, 3])).toBe(true);
    expect(countedReportWeight([3, 2, 1, 1, 1, 0])).toBe(7);
    expect(REPORT_WEIGHT_TO_HIDE).toBe(6);
  });
});
