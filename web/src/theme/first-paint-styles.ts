/*
 * The kit CSS every page needs before its first paint: Mantine's baseline, its CSS variables and global rules.
 * Each component's own rules come with the chunk that bundles the component
 * (vite-plugins/kit-styles-per-component.ts), so the entry's blocking stylesheet also holds those of the
 * components the entry renders itself.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

// The dev server pre-bundles @mantine/core, which the per-component plugin cannot reach: it takes the whole sheet.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');
