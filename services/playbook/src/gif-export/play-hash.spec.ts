import { exportHash } from './play-hash';

describe('exportHash', () => {
  it('is the same for the same drawing whatever the key order or save time', () => {
    const a = { id: 'p', name: 'Horns', frames: [{ moves: [1], comment: '' }], lastModified: new Date(1) };
    const b = { frames: [{ comment: '', moves: [1] }], lastModified: new Date(2), name: 'Horns', id: 'p' };
    expect(exportHash(a)).toBe(exportHash(b));
  });

  it('changes when the play or the options change', () => {
    const play = { id: 'p', name: 'Horns', frames: [] };
    expect(exportHash({ ...play, name: 'Flex' })).not.toBe(exportHash(play));
    expect(exportHash(play, { fps: 10 })).not.toBe(exportHash(play));
  });
});
