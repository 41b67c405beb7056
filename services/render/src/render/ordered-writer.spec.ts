import { OrderedWriter, samplesFirst, stretches } from './ordered-writer';

describe('OrderedWriter', () => {
  it('writes frames in index order whatever order they arrive in', async () => {
    const written: number[] = [];
    const writer = new OrderedWriter(async (_png, index) => {
      written.push(index);
    });
    const png = Buffer.from('x');
    await Promise.all([writer.push(2, png), writer.push(3, png)]);
    expect(written).toEqual([]);
    await writer.push(0, png);
    expect(written).toEqual([0]);
    await writer.push(1, png);
    expect(written).toEqual([0, 1, 2, 3]);
    expect(writer.written).toBe(4);
  });
});

describe('stretches', () => {
  it('splits frames into contiguous stretches', () => {
    expect(stretches(97, 2)).toEqual([
      [0, 49],
      [49, 97],
    ]);
    expect(stretches(3, 1)).toEqual([[0, 3]]);
    expect(stretches(1, 4)).toEqual([[0, 1]]);
  });
});

describe('samplesFirst', () => {
  it('captures every step-th frame and the last first, then the rest in order', () => {
    expect(samplesFirst(10, 4)).toEqual({ samples: [0, 4, 8, 9], order: [0, 4, 8, 9, 1, 2, 3, 5, 6, 7] });
    expect(samplesFirst(1, 4)).toEqual({ samples: [0], order: [0] });
  });
});
