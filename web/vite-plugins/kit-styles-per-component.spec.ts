import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { kitStylesPerComponent } from './kit-styles-per-component';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

const plugin = kitStylesPerComponent();
const transform = plugin.transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const mantineEsm = join(dirname(createRequire(__filename).resolve('@mantine/core/styles.css')), 'esm');

describe('kitStylesPerComponent', () => {
  it("appends the component's layer stylesheet to its class-names module, after the module's own code", () => {
    const id = '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
    const code = 'var classes = { "root": "m_77c9d27d" };\nexport { classes as default };';
    const result = transform.call(context, code, id) as { code: string };
    expect(result.code.startsWith(code)).toBe(true);
    expect(result.code.trimEnd().endsWith("import '@mantine/core/styles/Button.layer.css';")).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(
      transform.call(context, 'x', '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeNull();
    expect(transform.call(context, 'x', '/app/src/features/feed/Feed.module.mjs')).toBeNull();
  });

  it('fails the build for a class-names module without a stylesheet of its name (a renamed one)', () => {
    expect(() =>
      transform.call(context, 'x', '/app/node_modules/@mantine/core/esm/components/Gone/Gone.module.mjs'),
    ).toThrow('has no stylesheet @mantine/core/styles/Gone.layer.css');
  });

  it('finds a stylesheet for every class-names module the installed Mantine ships', () => {
    const modules = readdirSync(mantineEsm, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.module.mjs'),
    );
    expect(modules.length).toBeGreaterThan(90);
    for (const path of modules) expect(transform.call(context, '', join(mantineEsm, path))).not.toBeNull();
  });

  it('runs in builds only (the dev server pre-bundles the kit)', () => {
    expect(plugin.apply).toBe('build');
  });
});
