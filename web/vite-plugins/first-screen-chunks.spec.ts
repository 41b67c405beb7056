import { type OutputChunk, type Plugin, rollup } from 'rollup';
import { type FirstScreenChunksOptions, firstScreenChunks } from './first-screen-chunks';

/**
 * A small app in the shape of the real one: an entry that renders a kit component and lazily loads the signed-in
 * chrome, two first screens and the account page; the chrome loads its header overlay on first use; a kit barrel
 * (`export *`) over a button, a loader and a menu that needs a floating-position library.
 */
const files: Record<string, string> = {
  '/app/main.js': `
    import { render } from '/nm/react/index.js';
    import { Loader } from '/nm/kit/index.js';
    console.log(render(Loader));
    export const pages = [
      () => import('/app/shell.js'), () => import('/app/feed.js'),
      () => import('/app/playbook.js'), () => import('/app/account.js'),
    ];`,
  '/nm/react/index.js': `export const render = (component) => component();`,
  '/nm/kit/index.js': `
    export * from '/nm/kit/button.js';
    export * from '/nm/kit/loader.js';
    export * from '/nm/kit/menu.js';`,
  '/nm/kit/button.js': `export const Button = () => 'button';`,
  '/nm/kit/loader.js': `export const Loader = () => 'loader';`,
  '/nm/kit/menu.js': `import { place } from '/nm/floating/index.js'; export const Menu = () => place('menu');`,
  '/nm/floating/index.js': `export const place = (what) => 'placed ' + what;`,
  '/app/shell.js': `
    import { Button } from '/nm/kit/index.js';
    export default () => [Button(), import('/app/overlay.js')];`,
  '/app/overlay.js': `import { Menu } from '/nm/kit/index.js'; export default () => Menu();`,
  '/app/feed.js': `
    import { Button } from '/nm/kit/index.js';
    import { post } from '/app/post.js';
    export default () => [Button(), post];`,
  '/app/post.js': `export const post = 'post';`,
  '/app/playbook.js': `import { Menu } from '/nm/kit/index.js'; export default () => Menu();`,
  '/app/account.js': `import { Button } from '/nm/kit/index.js'; export default () => Button();`,
};

const virtualFiles: Plugin = {
  name: 'virtual-files',
  resolveId: (id) => (id in files ? id : null),
  load: (id) => files[id] ?? null,
};

const options: FirstScreenChunksOptions = {
  framework: /\/nm\/react\//,
  groups: [
    { name: 'signed-in', roots: ['/app/shell.js'] },
    { name: 'feed', roots: ['/app/feed.js'] },
    { name: 'playbook', roots: ['/app/playbook.js'] },
  ],
  apart: [{ name: 'AccountPage', roots: ['/app/account.js'] }],
  shared: 'first-screens-shared',
  deferred: [{ name: 'header-overlays', roots: ['/app/overlay.js'] }],
};

/** Builds the app with the plugin: chunk name -> its modules and the chunks it imports statically. */
async function build(plan: FirstScreenChunksOptions) {
  const bundle = await rollup({ input: '/app/main.js', plugins: [virtualFiles, firstScreenChunks(plan)] });
  const { output } = await bundle.generate({ format: 'es' });
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const nameOf = (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName)?.name;
  return new Map(
    chunks.map((chunk) => [
      chunk.name,
      { modules: [...chunk.moduleIds].sort(), imports: chunk.imports.map(nameOf).sort() },
    ]),
  );
}

describe('firstScreenChunks', () => {
  it('names the entry, the framework, each first screen, the shared and the deferred chunks', async () => {
    const chunks = await build(options);
    expect(chunks.get('framework')?.modules).toEqual(['/nm/react/index.js']);
    // The entry keeps what it renders itself, found through the barrel by name: the loader, not the whole kit.
    expect(chunks.get('main')?.modules).toEqual(['/app/main.js', '/nm/kit/loader.js']);
    expect(chunks.get('main')?.imports).toEqual(['framework']);
    expect(chunks.get('signed-in')?.modules).toEqual(['/app/shell.js']);
    // What the account page shares with the signed-in screens goes to neither side's chunk.
    expect(chunks.get('first-screens-shared')?.modules).toEqual(['/nm/kit/button.js']);
    expect(chunks.get('AccountPage')?.imports).not.toContain('signed-in');
    expect(chunks.get('feed')?.modules).toEqual(['/app/feed.js', '/app/post.js']);
  });

  it('puts what a deferred overlay shares with one first screen in the overlay chunk, which the feed never loads', async () => {
    const chunks = await build(options);
    expect(chunks.get('header-overlays')?.modules).toEqual([
      '/app/overlay.js',
      '/nm/floating/index.js',
      '/nm/kit/menu.js',
    ]);
    expect(chunks.get('playbook')?.modules).toEqual(['/app/playbook.js']);
    expect(chunks.get('playbook')?.imports).toContain('header-overlays');
    expect(chunks.get('feed')?.imports).not.toContain('header-overlays');
    expect(chunks.get('signed-in')?.imports).not.toContain('header-overlays');
  });

  it('without a deferred group, the overlay would load the playbook chunk for its menu', async () => {
    const chunks = await build({ ...options, deferred: [] });
    expect(chunks.get('playbook')?.modules).toEqual([
      '/app/playbook.js',
      '/nm/floating/index.js',
      '/nm/kit/menu.js',
    ]);
    expect(chunks.get('overlay')?.imports).toContain('playbook');
  });

  it('fails the build when a root is not in it (a renamed page)', async () => {
    await expect(
      build({ ...options, deferred: [{ name: 'header-overlays', roots: ['/app/gone.js'] }] }),
    ).rejects.toThrow('first-screen-chunks: no module /app/gone.js in the build');
  });
});
