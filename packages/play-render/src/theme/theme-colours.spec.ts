import { foregroundOn, playerFill, sceneColours } from './theme-colours';

describe('theme colours', () => {
  it('defaults to primary #000229 and secondary #ff4f00 with an orange-red ball', () => {
    expect(sceneColours(undefined)).toEqual({ primary: '#000229', secondary: '#ff4f00', ball: 'orangered' });
    expect(sceneColours({ primary: '#123456', secondary: '#abcdef' }).primary).toBe('#123456');
  });

  it('gives light colours dark foreground text and dark colours white text', () => {
    expect(foregroundOn('#000229')).toBe('#ffffff');
    expect(foregroundOn('#ffffff')).toBe('#111111');
    expect(foregroundOn('#ffd700')).toBe('#111111');
    expect(foregroundOn('#fff')).toBe('#111111');
    expect(foregroundOn('#1e3a8a')).toBe('#ffffff');
  });

  it('colours players by side, goalies by their goal, and keeps a frame colour', () => {
    const colours = sceneColours(undefined);
    expect(playerFill({ type: 'BLUEPLAYER' }, colours)).toBe('#000229');
    expect(playerFill({ type: 'ORANGEPLAYER' }, colours)).toBe('#ff4f00');
    expect(playerFill({ type: 'GOALIE' }, colours, 'BLUEPLAYER')).toBe('#000229');
    expect(playerFill({ type: 'COACH' }, colours)).toBe('#ffffff');
    expect(playerFill({ type: 'BLUEPLAYER', color: '#00ff00' }, colours)).toBe('#00ff00');
  });
});
