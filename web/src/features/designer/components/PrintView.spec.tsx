import { addFrame, playTesting, type Play } from '@chalktalk/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitProvider } from '../../../theme/KitProvider';
import { PrintView } from './PrintView';

function playOf(frames: number): Play {
  let play = { ...playTesting.passingPlay(), name: 'Horns' };
  while (play.frames.length < frames) play = addFrame(play);
  return { ...play, frames: play.frames.map((f, i) => ({ ...f, comment: `Step ${i + 1}` })) };
}

function renderPrint(play: Play) {
  render(
    <KitProvider env="test">
      <PrintView play={play} />
    </KitProvider>,
  );
  return userEvent.setup();
}

const pages = () => screen.getAllByRole('article');
/** The frames drawn on a page: the shared renderer's <svg data-frame>, in order. */
const framesOn = (page: HTMLElement) =>
  [...page.querySelectorAll('svg[data-frame]')].map((svg) => svg.getAttribute('data-frame'));
const pageStyle = () => document.querySelector('.designer-print style')!.textContent;

describe('print view', () => {
  it('draws one frame per page on Letter paper by default, each with its comment', () => {
    renderPrint(playOf(3));
    expect(pages()).toHaveLength(3);
    expect(pages().map(framesOn)).toEqual([['0'], ['1'], ['2']]);
    expect(within(pages()[1]!).getByText('Step 2')).toBeInTheDocument();
    expect(pageStyle()).toContain('size: letter portrait');
  });

  it('lays the frames out in the chosen grid: 4 per page is 2 columns by 2 rows', async () => {
    const user = renderPrint(playOf(5));
    await user.click(screen.getByRole('radio', { name: '4 per page' }));
    expect(pages().map(framesOn)).toEqual([['0', '1', '2', '3'], ['4']]);
    expect(pages()[0]).toHaveAttribute('aria-label', 'Page 1 of 2');
    expect(pages()[0]!.style.getPropertyValue('--print-columns')).toBe('2');
    expect(pages()[0]!.style.getPropertyValue('--print-rows')).toBe('2');

    await user.click(screen.getByRole('radio', { name: '6 per page' }));
    expect(pages().map(framesOn)).toEqual([['0', '1', '2', '3', '4']]);
    expect(pages()[0]!.style.getPropertyValue('--print-columns')).toBe('3');
  });

  it('sizes the sheet for the chosen paper', async () => {
    const user = renderPrint(playOf(1));
    await user.click(screen.getByRole('radio', { name: 'A4' }));
    expect(pageStyle()).toContain('size: A4 portrait; margin: 12mm');
    expect(pages()[0]!.style.getPropertyValue('--print-height')).toBe('273mm');
  });

  it("hands the pages to the browser's print", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderPrint(playOf(1));
    await user.click(screen.getByRole('button', { name: 'Print this play' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
