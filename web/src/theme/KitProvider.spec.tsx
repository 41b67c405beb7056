import { useMantineTheme, type MantineTheme } from '@mantine/core';
import { act } from '@testing-library/react';
import { useContext } from 'react';
import { renderWithProviders } from '../test/render';
import { BrandingContext } from './branding-context';
import { DEFAULT_PROGRAM_THEME } from './build-theme';

describe('KitProvider branding', () => {
  it('keeps the theme (and every kit component) as is when the shell reports the same colours again', () => {
    const themes: MantineTheme[] = [];
    let setBranding: (theme: typeof DEFAULT_PROGRAM_THEME) => void = () => undefined;
    function Probe() {
      themes.push(useMantineTheme());
      setBranding = useContext(BrandingContext);
      return null;
    }
    renderWithProviders(<Probe />);
    const first = themes.at(-1);

    act(() => setBranding({ ...DEFAULT_PROGRAM_THEME }));
    expect(themes.at(-1)).toBe(first);

    act(() =>
      setBranding({ primary: '#123456', secondary: '#ffcc00', onPrimary: '#ffffff', onSecondary: '#000229' }),
    );
    expect(themes.at(-1)).not.toBe(first);
    expect(themes.at(-1)?.colors.brand[6]).toBe('#123456');
  });
});
