/**
 * The kit's stylesheet in two parts (issue 13, Lighthouse): the page blocks its first paint only on the small
 * first-paint set (first-paint-styles.ts: Mantine's baseline and variables plus the components the entry chunk
 * renders itself), and the whole of @mantine/core's CSS arrives as a chunk of its own, fetched beside the first
 * page's code. Everything Mantine styles is in the `mantine` cascade layer, so the order in which the two parts
 * arrive changes nothing, and our own unlayered rules win over the kit's whatever their order.
 */
let sheet: Promise<unknown> | undefined;

/** Fetches the whole kit stylesheet once; a failed fetch is asked again next time (a chunk-load error). */
export function loadKitStyles(): Promise<unknown> {
  sheet ??= import('./kit-styles-all').catch((error: unknown) => {
    sheet = undefined;
    throw error;
  });
  return sheet;
}

/**
 * Loads a lazily rendered piece of UI together with the kit stylesheet, so no kit component ever shows before
 * its CSS: every page chunk, dialog and host that the entry does not render itself goes through here.
 */
export async function withKitStyles<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadKitStyles()]);
  return loaded;
}
