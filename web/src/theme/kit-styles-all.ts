// The whole of @mantine/core's CSS, in the `mantine` layer: a chunk of its own (kit-styles.ts).
import '@mantine/core/styles.layer.css';
