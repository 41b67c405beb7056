/*
 * The only kit CSS the first paint waits for (kit-styles.ts): Mantine's baseline, its CSS variables and global
 * rules, and the components the entry chunk renders before any lazy chunk has arrived (the loading line, the
 * session restore's wait notice, the offline banner and toasts, the profile gate's retry, the chunk-load dialog,
 * the crash page), plus Checkbox and ScrollArea, which Rollup's merge of small chunks (vite.config.ts,
 * experimentalMinChunkSize) moves into the entry chunk although the first paint does not render them (10 kB raw,
 * ~2 kB br of blocking CSS). The build refuses an entry chunk that renders a kit component whose CSS is not listed
 * here (vite-plugins/entry-kit-styles.ts).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
