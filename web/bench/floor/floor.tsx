/**
 * Lighthouse floor pages (README.md here): the least a signed-in Chalktalk page can be on the stack issue 13 names.
 * The variant (FLOOR_VARIANT, vite.config.ts) is the whole page; this entry adds the loading line's style.
 */
import './floor.css';
import 'floor-variant';
