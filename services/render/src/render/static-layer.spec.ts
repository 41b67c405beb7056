import { splitStaticField } from './static-layer';

const frame = (t: number, field = 'court') =>
  `<svg xmlns="x" data-t="${t}"><g transform="f"><g data-layer="field"><g>${field}</g></g><g data-layer="pieces"></g><g data-layer="players">p${t}</g></g></svg>`;

describe('splitStaticField', () => {
  it('draws a shared field once as the background and leaves it out of every frame', () => {
    const split = splitStaticField([frame(0), frame(1)]);
    expect(split.background).toBe(
      '<svg xmlns="x"><g transform="f"><g data-layer="field"><g>court</g></g></g></svg>',
    );
    expect(split.frames).toEqual([
      '<svg xmlns="x" data-t="0"><g transform="f"><g data-layer="pieces"></g><g data-layer="players">p0</g></g></svg>',
      '<svg xmlns="x" data-t="1"><g transform="f"><g data-layer="pieces"></g><g data-layer="players">p1</g></g></svg>',
    ]);
  });

  it('leaves the frames alone when the field changes or the markup is unexpected', () => {
    expect(splitStaticField([frame(0), frame(1, 'other')])).toEqual({
      frames: [frame(0), frame(1, 'other')],
    });
    expect(splitStaticField(['<svg></svg>'])).toEqual({ frames: ['<svg></svg>'] });
  });
});
