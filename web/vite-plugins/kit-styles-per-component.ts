import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Each Mantine component's class names live in `<Name>.module.mjs`; its CSS is `styles/<Name>.layer.css`. */
const CLASS_NAMES_MODULE = /\/@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/;

/**
 * Each kit component brings its own stylesheet (issue 13, Lighthouse). The build appends to every Mantine
 * class-names module an import of that component's layer CSS, so Vite's CSS code splitting puts a component's
 * rules in the stylesheet of the chunk that bundles the component: the entry's blocking stylesheet holds exactly
 * the components the entry renders, and a lazy chunk's rules arrive with it (Vite's preload waits for a chunk's
 * CSS before the chunk runs, dependencies' CSS first). Before, the whole kit sheet (253 kB raw, 30 kB br) came
 * with every lazy page, the first included, and a hand-kept list named the entry's components.
 *
 * The import goes last in the module, after the component's own imports, so a component's rules follow those of
 * the components it renders (UnstyledButton before Button), the order Mantine's whole sheet has; all of it is in
 * the `mantine` cascade layer, so our own unlayered rules win whatever the order. A class-names module without a
 * stylesheet of the same name (a Mantine upgrade that renames one) fails the build.
 *
 * Build only: the dev server pre-bundles @mantine/core, so in dev main.tsx loads the whole sheet instead.
 */
export function kitStylesPerComponent(): Plugin {
  const stylesDir = join(
    dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
    'styles',
  );
  return {
    name: 'chalktalk-kit-styles-per-component',
    apply: 'build',
    transform(code, id) {
      const name = CLASS_NAMES_MODULE.exec(id)?.[1];
      if (name === undefined) return null;
      if (!existsSync(join(stylesDir, `${name}.layer.css`)))
        this.error(`${id} has no stylesheet @mantine/core/styles/${name}.layer.css to bring with it.`);
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
    },
  };
}
